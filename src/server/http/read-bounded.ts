import "server-only";
/**
 * Reads at most `max` bytes of a request's body; null when it is larger (the
 * caller answers 413). Route handlers have no body limit of their own
 * (`serverActions.bodySizeLimit` covers server actions only), so every public
 * POST reads through this (decision 051, "Bounds").
 */
export async function readBounded(request: Request, max: number): Promise<string | null> {
  const bytes = await readBoundedBytes(request, max);
  return bytes === null ? null : bytes.toString("utf8");
}

/** readBounded's bytes, undecoded (uploads). */
export async function readBoundedBytes(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
