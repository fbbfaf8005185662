import { BIO_PREVIEW_CHARS } from "@content/site";

/**
 * A bio's preview (spec §2 our-people): its first BIO_PREVIEW_CHARS characters
 * (Unicode code points, so ₦ or an accented name is never cut in half).
 * `truncated` says whether anything was cut, to show an ellipsis.
 */
export function bioPreview(bio: string, limit = BIO_PREVIEW_CHARS): { text: string; truncated: boolean } {
  const chars = Array.from(bio);
  if (chars.length <= limit) return { text: bio, truncated: false };
  return { text: chars.slice(0, limit).join(""), truncated: true };
}
