/**
 * The brand fonts stay off the critical path (decision 073). A first visit
 * renders in the metric-matched fallbacks ("Inter Fallback", "Fraunces
 * Fallback"); once the page has loaded, BrandFontsLoader fetches the two
 * files in idle time and remembers it here. Every later full page load
 * applies them before first paint (the inline script below), from the cache,
 * and a client-side navigation switches to them at the moment the page
 * changes. It is what `font-display: optional` promises, made deterministic.
 */
export const BRAND_FONTS_CLASS = "brand-fonts";
export const BRAND_FONTS_STORAGE_KEY = "savannah-crest:brand-fonts";

/** Static inline script for <head> (the CSP can hash it): brand fonts from the first paint once they are cached. */
export const BRAND_FONTS_INIT_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(BRAND_FONTS_STORAGE_KEY)})==="1")document.documentElement.classList.add(${JSON.stringify(BRAND_FONTS_CLASS)})}catch(e){}`;
