import { ImageResponse } from "next/og";
import { site } from "@content/site";
import { BrandMark } from "@/components/ui/brand-mark";
import { BRAND_COLOURS } from "@/lib/brand-colours";
import { cachedResponse } from "@/lib/http-cache";

/**
 * The Open Graph / Twitter card image (1200x630 PNG), rendered at build time by
 * next/og. Its text uses the font next/og ships with (Geist, read from
 * node_modules, no network): the brand's fonts come only as WOFF2, which the
 * renderer cannot read.
 */
const OG_SIZE = { width: 1200, height: 630 };

/**
 * The card as a finished response: its PNG bytes with a day's caching and an
 * ETag (next/og's own response says `max-age=0` and has no validator, so every
 * share fetched it again).
 */
export async function ogCardResponse(content: { title: string; kicker?: string }, cacheControl: string): Promise<Response> {
  const png = new Uint8Array(await ogCard(content).arrayBuffer());
  return cachedResponse(png, { contentType: "image/png", cacheControl });
}

function ogCard({ title, kicker }: { title: string; kicker?: string }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: BRAND_COLOURS.forest,
        color: BRAND_COLOURS.sand,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <BrandMark size={72} onForest />
        <div style={{ fontSize: 36, letterSpacing: 2, color: BRAND_COLOURS.gold }}>{site.name.toUpperCase()}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        {kicker ? <div style={{ fontSize: 30, color: BRAND_COLOURS.gold }}>{kicker}</div> : null}
        <div style={{ fontSize: title.length > 60 ? 56 : 72, lineHeight: 1.1, maxWidth: 1040 }}>{title}</div>
      </div>
      <div style={{ display: "flex", height: 8, width: 240, background: BRAND_COLOURS.gold }} />
    </div>,
    OG_SIZE,
  );
}
