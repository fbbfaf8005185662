/**
 * Every word of the back office's uploads (issue 32): what a refused image or
 * results file is told, always naming the field (`label`) it was chosen in.
 * Read by src/server/publishing/uploads.ts and the editors' file fields.
 */
export const uploadsCopy = {
  empty: (label: string) => `${label}: choose a file.`,
  tooBig: (label: string, size: string, limit: string) => `${label}: the file is ${size}; the limit is ${limit}.`,
  notImage: (label: string) =>
    `${label}: this file is not a JPEG, PNG, WebP or AVIF image. Its contents were checked, not its name: save it as one of those and try again.`,
  unreadable: (label: string) => `${label}: the image could not be read; the file may be damaged. Save it again and try again.`,
  tooManyPixels: (label: string, width: number, height: number, limit: string) =>
    `${label}: the image is ${width} × ${height} pixels, more than the limit of ${limit}. Make it smaller and try again.`,
  tooSmall: (label: string, width: number, height: number, minWidth: number, minHeight: number) =>
    `${label}: the image is ${width} × ${height} pixels; it must be at least ${minWidth} × ${minHeight} so it stays sharp.`,
  notPdf: (label: string) => `${label}: this file is not a PDF. Its contents were checked, not its name.`,
  protectedPdf: (label: string) =>
    `${label}: this PDF is protected by a password; visitors could not open it. Upload it without the password.`,
  notXlsx: (label: string) => `${label}: this file is not an Excel workbook (.xlsx). Its contents were checked, not its name.`,
  macroXlsx: (label: string) => `${label}: this workbook contains macros; upload it as a plain .xlsx without them.`,
  uploading: "Uploading…",
  stillUploading: (label: string) => `${label}: the file is still uploading. Nothing was saved yet: save again once it says "uploaded".`,
  uploaded: (name: string) => `${name} uploaded.`,
  failed: "The upload failed. Check your connection and try again.",
  notAllowed: "Your roles do not allow this upload.",
} as const;
