import { CASE_MESSAGE_MAX_CHARS, CASE_NOTE_MAX_CHARS, casesCopy } from "@content/admin-cases";
import { Section } from "@/admin/section";
import { TextForm } from "@/admin/text-form";
import { EntryList, FieldList } from "@/admin/timeline";
import { type OfficerView } from "@/server/whistleblowing/officer";
import type { AttachmentMeta, CaseMessage, OpenedCase } from "@/server/whistleblowing/cases";
import { addNote, messageReporter } from "../actions";

// What the case says: the report, its files, the messages with the reporter and the notes.
const d = casesCopy.detail;

/** Files as download links: never rendered in the page, never opened inline (the route answers Content-Disposition: attachment). */
function Files({ caseId, files }: { caseId: number; files: { id: number; meta: AttachmentMeta }[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 grid gap-1">
      {files.map((file) => (
        <li key={file.id}>
          <a href={`/admin/cases/${caseId}/attachments/${file.id}`} download={file.meta.name} className="break-all text-forest underline">
            {d.download(file.meta.name, casesCopy.size(file.meta.size))}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The report as the reporter filed it, and its files. */
export function ReportSection({ caseId, content }: { caseId: number; content: OpenedCase }) {
  const fields = Object.entries(content.report as Record<string, unknown>).map(
    ([key, value]) => [key, casesCopy.reportLabels[key] ?? key, typeof value === "string" ? value : ""] as const,
  );
  return (
    <Section id="report" heading={d.reportHeading}>
      <FieldList empty={d.emptyField} fields={fields} />
      <h3 className="text-lg font-semibold">{d.attachmentsHeading}</h3>
      {content.attachments.length === 0 ? <p>{d.noAttachments}</p> : <Files caseId={caseId} files={content.attachments} />}
      <p className="max-w-3xl text-sm text-ink-muted">{d.downloadNote}</p>
    </Section>
  );
}

/** The messages with the reporter and the officers' internal notes, each with its form. */
export function Conversation({ view, content }: { view: OfficerView; content: OpenedCase }) {
  const hidden = { id: String(view.id) };
  const entry = (message: CaseMessage, by: string) => ({
    id: message.id,
    by,
    at: message.at,
    text: message.text,
    own: message.author !== "reporter",
    extra: <Files caseId={view.id} files={message.attachments} />,
  });
  const nameOf = (message: CaseMessage) => view.names[message.staffId ?? ""] ?? "";
  const messages = content.messages.filter((m) => m.author !== "note");
  const notes = content.messages.filter((m) => m.author === "note");
  return (
    <>
      <Section id="messages" heading={d.messagesHeading}>
        <EntryList
          empty={d.noMessages}
          entries={messages.map((m) => entry(m, m.author === "reporter" ? d.fromReporter : d.fromOfficer(nameOf(m))))}
        />
        <TextForm
          action={messageReporter}
          hidden={hidden}
          id="message"
          label={d.messageLabel}
          hint={d.messageHint(CASE_MESSAGE_MAX_CHARS)}
          submit={d.send}
          rows={5}
          maxLength={CASE_MESSAGE_MAX_CHARS}
          required
        />
      </Section>

      <Section id="notes" heading={d.notesHeading}>
        <EntryList empty={d.noNotes} entries={notes.map((n) => entry(n, nameOf(n)))} />
        <TextForm
          action={addNote}
          hidden={hidden}
          id="note"
          label={d.noteLabel}
          hint={d.notesHint(CASE_NOTE_MAX_CHARS)}
          submit={d.addNote}
          maxLength={CASE_NOTE_MAX_CHARS}
          required
        />
      </Section>
    </>
  );
}
