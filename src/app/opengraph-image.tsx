import { site } from "@content/site";
import { OG_SIZE, ogCardResponse } from "@/components/seo/og-card";

/** The site-wide Open Graph image (pages without their own use it). Prerendered at build. */
export const alt = site.name;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCardResponse({ title: site.mission });
}
