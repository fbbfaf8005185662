/**
 * Attachments on a whistleblowing report and its follow-ups (issue 31): the
 * limits, the note beside the file input and every refusal. Plain data (no
 * zod): the report form in the browser shows the note and the limits, and
 * `src/server/whistleblowing/attachments.ts` answers with the messages.
 */

/** At most this many files on one report or follow-up. */
export const ATTACHMENT_MAX_FILES = 5;
/** Each file at most this many megabytes (MiB: 10 × 1024 × 1024 bytes). */
export const ATTACHMENT_MAX_MEGABYTES = 10;

/** The file input's `accept` list: a hint for the browser's picker; the server sniffs the bytes. */
export const ATTACHMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.txt,.csv";

export const attachmentCopy = {
  label: "Attachments (optional)",
  hint: `Up to ${ATTACHMENT_MAX_FILES} files of at most ${ATTACHMENT_MAX_MEGABYTES} MB each: PDF, images (JPEG, PNG, WebP, GIF), office documents (Word, Excel, PowerPoint, OpenDocument) or plain text.`,
  metadataNote:
    "Photos and documents can carry hidden details that identify you: the place and time a photo was taken, the camera or phone, the author's name in a document. We remove these details from images before your report is stored; remove them from other documents yourself before you attach them (for example, print to PDF or copy the text into a new file).",
  errors: {
    tooMany: `You can attach at most ${ATTACHMENT_MAX_FILES} files. Remove some and send again.`,
    tooLarge: (name: string) =>
      `"${name}" is larger than ${ATTACHMENT_MAX_MEGABYTES} MB. Attach files of at most ${ATTACHMENT_MAX_MEGABYTES} MB each.`,
    tooLargeTogether: `The files are too large together. Attach at most ${ATTACHMENT_MAX_FILES} files of at most ${ATTACHMENT_MAX_MEGABYTES} MB each.`,
    empty: (name: string) => `"${name}" is empty. Choose the file again, or remove it.`,
    typeNotAccepted: (name: string) =>
      `"${name}" is not a type of file we accept. Attach PDF, images (JPEG, PNG, WebP, GIF), office documents (Word, Excel, PowerPoint, OpenDocument) or plain text.`,
    typeMismatch: (name: string, actual: string) =>
      `"${name}" is not what its name says: its contents are ${actual}. Attach the original file, or give it its right name.`,
    imageUnreadable: (name: string) =>
      `"${name}" could not be read as an image. Attach the original photo, or save it again as JPEG or PNG.`,
    fieldTooLong: "A field of the form is too long. Shorten your text and send again.",
    unreadable: "The form could not be read. Please send it again.",
  },
  /** How a refusal names what a file really contains ("its contents are …"). */
  kinds: {
    pdf: "a PDF document",
    image: "an image",
    jpg: "a JPEG image",
    png: "a PNG image",
    webp: "a WebP image",
    gif: "a GIF image",
    word: "a Word document",
    excel: "an Excel workbook",
    powerpoint: "a PowerPoint presentation",
    opendocument: "an OpenDocument file",
    text: "plain text",
    other: "a type of file we do not accept",
  },
} as const;
