import { site } from "@content/site";
import { OG_SIZE, ogCardResponse } from "@/components/seo/og-card";

/** The site-wide Twitter card image. Prerendered at build. */
export const alt = site.name;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function TwitterImage() {
  return ogCardResponse({ title: site.mission });
}
