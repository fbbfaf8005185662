import { z } from "zod";
import { defineContent } from "./define";
import { Paragraphs } from "./business-schema";
import { NonEmpty } from "./schema";

/** /AgentRegistration (spec §2): the Create Account form for residences agents. */
const AgentRegistrationSchema = z.object({
  intro: NonEmpty,
  text: Paragraphs,
  benefitsTitle: NonEmpty,
  benefits: z.array(NonEmpty).min(2),
  formTitle: NonEmpty,
  /** The note that the applicant will be notified once approved (spec §2). */
  approvalNote: NonEmpty,
});

export const agentRegistration = defineContent("content/agent-registration.ts", AgentRegistrationSchema, {
  intro: "Become a Savannah Crest Residences agent and earn commission on every stay you bring us.",
  text: [
    "Agents place guests, relocating staff and visiting delegations in our serviced apartments in Abuja. Fill in your full name, e-mail address and phone number to create an account.",
  ],
  benefitsTitle: "What agents get",
  benefits: [
    "Commission on every confirmed stay booked through you",
    "Agent rates and priority availability for your guests",
    "A named contact in our reservations team",
  ],
  formTitle: "Your details",
  approvalNote: "Our team reviews every application. You will be notified by e-mail once your account is approved.",
});
