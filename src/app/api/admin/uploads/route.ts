import { handleUpload } from "@/server/publishing/upload-request";

/**
 * POST /api/admin/uploads?kind=image&folder=news&field=image&label=Image
 * (or kind=pdf|xlsx&name=<slug>): the back office's file fields send the
 * chosen file's bytes here and put the path it answers into their form.
 * A route handler, not a server action: actions are capped at 32 KB.
 */
export async function POST(request: Request) {
  return handleUpload(request);
}
