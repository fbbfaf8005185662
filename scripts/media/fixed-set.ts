/**
 * Images generated on every run even before any content file references
 * them, so the site has its sample media while content is still landing.
 * People portraits are not listed: they come from the content files.
 */

export const FIXED_IMAGES = {
  slides: [
    "home-real-estate", "home-residences", "home-asset-management", "home-commodities",
    "re-maitama", "re-jahi", "re-guzape", "re-katampe",
    "am-portfolio", "am-markets", "am-wealth",
    "com-fields", "com-harvest", "com-export",
    "res-lounge", "res-suite", "res-skyline",
  ],
  cards: [
    "firm-strategy", "firm-careers", "firm-insights",
    "business-real-estate", "business-residences", "business-asset-management", "business-commodities",
    "value-integrity", "value-excellence", "value-innovation", "value-long-term",
    "property-prestige-manor", "property-monarch-hill", "property-guzape-gardens",
    "commodity-sesame", "commodity-sheanut", "commodity-cashew", "commodity-ginger", "commodity-cocoa",
    "commodity-soybean", "commodity-maize", "commodity-paddy-rice", "commodity-groundnut", "commodity-sorghum",
    "room-studio", "room-one-bedroom", "room-two-bedroom", "room-penthouse",
    "product-agri-fund", "product-reit", "product-wealth",
    "position-internal-control", "position-automation", "position-site-engineer",
    "flywheel", "earnings-q3-2024",
  ],
  news: Array.from({ length: 11 }, (_, i) => `news-${String(i + 1).padStart(2, "0")}`),
  people: [],
  posters: [],
} as const satisfies Record<string, readonly string[]>;

/** Background loops always generated: public/media/video/<name>.{webm,mp4} + posters/<name>.webp. */
export const FIXED_VIDEOS = ["hero", "flywheel", "estates"] as const;
