/**
 * The fallback image (/media/placeholder.svg): light sand card, an
 * "image off" pictogram and the words "Image Not Available" in ink.
 */

import { PALETTE as P } from "./palette";

export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" role="img" aria-label="Image Not Available">
<rect width="1200" height="800" fill="${P.sand}"/>
<g fill="none" stroke="${P.ink}" stroke-opacity="0.55" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
<rect x="520" y="270" width="160" height="130" rx="14"/>
<circle cx="564" cy="312" r="12"/>
<path d="M534 382l44-44 30 30 20-20 38 38"/>
<path d="M500 250l200 170"/>
</g>
<text x="600" y="492" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" font-size="40" font-weight="500" fill="${P.ink}">Image Not Available</text>
</svg>
`;
}
