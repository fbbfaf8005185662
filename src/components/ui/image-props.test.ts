import { describe, expect, it } from "vitest";
import { imageProps, upToFileWidth } from "./image-props";

const widths = (srcSet: string | undefined) =>
  (srcSet ?? "").split(", ").map((entry) => Number.parseInt(entry.slice(entry.lastIndexOf(" ") + 1), 10));

describe("an image's srcset", () => {
  it("ends at the file's own width: no candidate for a wider screen serves the same pixels under another URL", () => {
    const card = imageProps({ src: "/media/cards/firm-strategy.webp", alt: "", sizes: "100vw" });
    expect(widths(card.srcSet)).toEqual([640, 750, 828, 1080, 1200]);
    expect(card.srcSet).toContain("/_next/image?url=%2Fmedia%2Fcards%2Ffirm-strategy.webp&w=1200&q=75 1200w");

    const slide = imageProps({ src: "/media/slides/home-real-estate.webp", alt: "", sizes: "100vw" });
    expect(widths(slide.srcSet).at(-1)).toBe(1920);
    expect(widths(slide.srcSet)).not.toContain(3840);

    const portrait = imageProps({ src: "/media/people/adaeze-nwankwo.webp", alt: "", sizes: "160px" });
    expect(Math.max(...widths(portrait.srcSet))).toBeLessThanOrEqual(828);
  });

  it("keeps the first candidate at least as wide as the file, and a list that never reaches it whole", () => {
    const list = "a 256w, b 640w, c 1080w, d 1920w, e 3840w";
    expect(upToFileWidth(list, 1000)).toBe("a 256w, b 640w, c 1080w");
    expect(upToFileWidth(list, 1080)).toBe("a 256w, b 640w, c 1080w");
    expect(upToFileWidth(list, 5000)).toBe(list);
  });

  it("leaves density descriptors alone", () => {
    expect(upToFileWidth("a 1x, b 2x", 100)).toBe("a 1x, b 2x");
  });
});
