import "server-only";
import { agentForm } from "@content/forms";
import { mailCopy as copy } from "@content/mails";
import { site } from "@content/site";
import type { FormSpec } from "@/server/submissions/contract";
import { teamMail, visitorMail } from "@/server/submissions/mails";
import { AgentSchema, type Agent } from "./schema";

/** The agent application: stored as pending; the agents team and the applicant are e-mailed. */
export const agentSpec: FormSpec<Agent> = {
  kind: "agent",
  referencePrefix: "AG",
  schema: AgentSchema,
  status: "pending",
  mails: (f, reference) => [
    teamMail(
      site.mailboxes.agents,
      copy.agent.subject(f.fullName, reference),
      {
        paragraphs: [copy.agent.intro],
        rows: [
          [agentForm.labels.fullName, f.fullName],
          [agentForm.labels.email, f.email],
          [agentForm.labels.phoneNumber, f.phoneNumber],
          [copy.referenceLabel, reference],
        ],
      },
      f.email,
    ),
    visitorMail(
      f.email,
      copy.agent.applicantSubject,
      { paragraphs: [copy.greeting, copy.agent.applicantText], rows: [[copy.referenceLabel, reference]] },
      site.mailboxes.agents,
    ),
  ],
  success: () => ({ message: agentForm.success }),
  failure: agentForm.failure,
};
