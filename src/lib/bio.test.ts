import { describe, expect, it } from "vitest";
import { board } from "@content/people";
import { BIO_PREVIEW_CHARS } from "@content/site";
import { bioPreview } from "./bio";

describe("bioPreview", () => {
  it("keeps exactly the first 200 characters of a longer bio", () => {
    const bio = "x".repeat(150) + " ₦500 million and more words to push it over the limit ".repeat(3);
    const preview = bioPreview(bio);
    expect(preview.truncated).toBe(true);
    expect(Array.from(preview.text)).toHaveLength(BIO_PREVIEW_CHARS);
    expect(bio.startsWith(preview.text)).toBe(true);
  });

  it("leaves a bio of 200 characters or fewer whole", () => {
    expect(bioPreview("a".repeat(200))).toEqual({ text: "a".repeat(200), truncated: false });
    expect(bioPreview("Short bio.")).toEqual({ text: "Short bio.", truncated: false });
  });

  it("counts code points, so a character outside the BMP is never split", () => {
    const bio = "😀".repeat(201);
    const preview = bioPreview(bio);
    expect(Array.from(preview.text)).toHaveLength(200);
    expect(preview.text).toBe("😀".repeat(200));
  });

  it("every board bio is longer than the preview (so Read Full Bio always reveals more)", () => {
    for (const member of board) expect(member.bio.length, member.name).toBeGreaterThan(BIO_PREVIEW_CHARS);
  });
});
