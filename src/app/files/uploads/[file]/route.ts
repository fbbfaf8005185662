import { servePublishedFile } from "@/server/publishing/serve";

/** /files/uploads/{name}-{hash}.{pdf,xlsx}: results files staff uploaded or generated, from the database. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return servePublishedFile(request, `/files/uploads/${(await params).file}`);
}
