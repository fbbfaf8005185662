import { handleReplyFileUpload } from "@/server/inbox/reply-file-request";

/**
 * POST /api/admin/inbox/dsar/<id>/files: the exported data file the privacy
 * team attaches to an access request's answer (issue 42). A route handler,
 * not a server action: actions are capped at 32 KB.
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  return handleReplyFileUpload(request, kind, id);
}
