import { servePublishedFile } from "@/server/publishing/serve";

/** /media/uploads/{folder}/{hash}.webp: images staff uploaded (src/server/publishing/uploads.ts), from the database. */
export async function GET(request: Request, { params }: { params: Promise<{ folder: string; file: string }> }) {
  const { folder, file } = await params;
  return servePublishedFile(request, `/media/uploads/${folder}/${file}`);
}
