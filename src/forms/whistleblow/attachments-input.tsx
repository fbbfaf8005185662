import { ATTACHMENT_ACCEPT, attachmentCopy } from "@content/attachments";

/**
 * The attachments control of a report and of a follow-up: its label, the limits and the note on
 * files' hidden details, and the file input (`describedBy` names more of the form's hints).
 */
export function AttachmentsInput({ id, describedBy }: { id: string; describedBy?: string }) {
  return (
    <>
      <label htmlFor={id} className="font-medium">
        {attachmentCopy.label}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {attachmentCopy.hint} {attachmentCopy.metadataNote}
      </p>
      <input
        id={id}
        name="attachments"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        aria-describedby={describedBy ? `${id}-hint ${describedBy}` : `${id}-hint`}
      />
    </>
  );
}
