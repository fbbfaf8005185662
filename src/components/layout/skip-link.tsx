import { skipLinkCopy } from "@content/interface";

/** The first focusable element on every page: jumps past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      data-behind-loader
      className="sr-only z-[100] rounded bg-forest px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {skipLinkCopy}
    </a>
  );
}
