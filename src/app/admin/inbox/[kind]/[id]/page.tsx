import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { fieldLabels, inboxCopy, inboxKindNames } from "@content/admin-inbox";
import { BackLink } from "@/admin/links";
import { Section } from "@/admin/section";
import { shown } from "@/admin/time";
import { FieldList, Moment } from "@/admin/timeline";
import { database } from "@/server/db";
import { getSubmission } from "@/server/inbox/detail";
import { isSubmissionKind } from "@/server/inbox/kinds";
import { issueReplyToken, listSavedReplies, replyTeam, visitorAddress } from "@/server/inbox/replies";
import { ATTACHING_KIND, pendingReplyFile } from "@/server/inbox/reply-files";
import { inboxForRequest } from "@/server/inbox/request";
import { assignableTo } from "@/server/staff/accounts";
import { AccessRequestDeadlines, MailList, TimelineSection } from "./record-sections";
import { ReplySection } from "./reply-section";
import { AssigneeSection, DecisionSection, NotesSection, WorkflowSection } from "./work-sections";

type Props = {
  params: Promise<{ kind: string; id: string }>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
};

const d = inboxCopy.detail;

/**
 * The item as its viewer may see it, read (and its view audited) once per request for the title and the
 * page. Who is asking comes first, whatever the path: a signed-out visitor is sent to sign in, never told 404.
 */
const contextOf = cache(inboxForRequest);
const itemOf = cache(async (kind: string, id: string) => {
  const ctx = await contextOf();
  return isSubmissionKind(kind) ? getSubmission(ctx, kind, id) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind, id } = await params;
  const item = await itemOf(kind, id);
  return { title: item && isSubmissionKind(kind) ? d.heading(inboxKindNames[kind].one, item.reference) : inboxCopy.heading };
}

/**
 * /admin/inbox/[kind]/[id]: one submission, every field as the visitor sent
 * it (text, never HTML), and its workflow, assignee, notes, e-mails,
 * timeline and retention. An id that is not this kind's, or of a kind the
 * viewer does not work, is a 404; the view is written to the audit log.
 */
export default async function InboxItem({ params, searchParams }: Props) {
  const { kind, id } = await params;
  const query = (await searchParams) ?? {};
  const item = await itemOf(kind, id);
  if (!item || !isSubmissionKind(kind)) notFound();
  const names = inboxKindNames[kind];
  const labels = fieldLabels[kind] ?? {};
  const team = await assignableTo(await database(), kind);
  const ctx = await contextOf();
  const saved = (await listSavedReplies(ctx, kind)) ?? [];
  const sender = replyTeam(kind, item.fields);
  const visitor = visitorAddress(item.fields);
  // An access request's file, as the upload route sent the page back after a post without script.
  const attach =
    kind === ATTACHING_KIND
      ? {
          uploadUrl: `/api/admin/inbox/${kind}/${item.id}/files`,
          file: typeof query.file === "string" ? await pendingReplyFile(ctx.db, ctx.staff.id, item.id, query.file) : null,
          error:
            typeof query.fileError === "string" && Object.hasOwn(inboxCopy.replyFile.errors, query.fileError)
              ? inboxCopy.replyFile.errors[query.fileError as keyof typeof inboxCopy.replyFile.errors]
              : null,
        }
      : undefined;

  return (
    <article aria-labelledby="item-heading" className="grid gap-8">
      <BackLink href={`/admin/inbox/${kind}`}>{d.back(names.title)}</BackLink>
      <header className="grid gap-1">
        <h1 id="item-heading" className="font-display text-3xl break-words text-forest">
          {d.heading(names.one, item.reference)}
        </h1>
        <p>
          {d.received}: <Moment at={item.receivedAt} />
        </p>
      </header>

      <Section id="fields" heading={d.fieldsHeading}>
        <FieldList empty={d.emptyField} fields={item.fields.map(([key, value]) => [key, labels[key] ?? key, value] as const)} />
      </Section>

      {item.deadlines && <AccessRequestDeadlines item={item} now={new Date()} />}

      {kind === "agent" && <DecisionSection item={item} />}

      <div className="grid gap-8 md:grid-cols-2">
        <WorkflowSection kind={kind} item={item} />
        <AssigneeSection kind={kind} item={item} team={team} />
      </div>

      <ReplySection
        kind={kind}
        item={item}
        saved={saved}
        sender={sender}
        visitor={visitor}
        attach={attach}
        token={issueReplyToken(ctx.staff.id, item.id)}
      />

      <NotesSection kind={kind} item={item} />

      <Section id="mails" heading={d.mailsHeading}>
        <MailList mails={item.mails} />
      </Section>

      <TimelineSection item={item} />

      <Section id="retention" heading={d.retentionHeading} className="gap-2">
        <p>{item.deletedAfter === "held" ? inboxCopy.retention.held : inboxCopy.retention.on(shown(item.deletedAfter))}</p>
      </Section>
    </article>
  );
}
