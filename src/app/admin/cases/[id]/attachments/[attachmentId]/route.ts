import { FILE_POLICY } from "@/security-headers";
import { attachmentDisposition } from "@/server/http/content-disposition";
import { attachmentForOfficer } from "@/server/whistleblowing/officer";
import { casesForRequest } from "@/server/whistleblowing/officer-request";

type Params = { params: Promise<{ id: string; attachmentId: string }> };

/**
 * GET /admin/cases/[id]/attachments/[attachmentId]: one attachment,
 * decrypted with the officer's key, always as a download. It is sent as
 * application/octet-stream with `Content-Disposition: attachment`, nosniff
 * and a sandboxing CSP, so no browser renders it inside the back office
 * (a PDF or an SVG there could run script with the officer's session).
 * Ethics officers only (403 otherwise); a case or file they cannot read is
 * a 404. Each download is written to the audit log.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const { id, attachmentId } = await params;
  const ctx = await casesForRequest();
  const file = await attachmentForOfficer(ctx, id, attachmentId);
  if (!file) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": "application/octet-stream",
      "content-disposition": attachmentDisposition(file.name),
      "content-length": String(file.bytes.byteLength),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_POLICY,
    },
  });
}
