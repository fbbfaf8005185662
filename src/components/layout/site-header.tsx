"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { menuCopy } from "@content/interface";
import { BrandMark } from "@/components/ui/brand-mark";
import type { Navigation } from "@content/navigation";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { useDismiss } from "./use-dismiss";
import { useHideOnScroll } from "./use-hide-on-scroll";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { Icon } from "@/components/ui/icon";

/** Which dropdown is open (spec §4): the firm panel, its What We Do list, or none. */
type ActiveDropdown = "firm" | "whatwedo" | "none";

const barLink =
  "block rounded px-3 py-2 text-sm font-medium text-forest hover:bg-sand-200 md:text-[0.9375rem] aria-[current=page]:underline aria-[current=page]:underline-offset-8 aria-[current=true]:underline aria-[current=true]:underline-offset-8";

/**
 * The bar: a disclosure navigation (WAI-ARIA Authoring Practices, "Disclosure
 * Navigation Menu"). The Firm is a button with aria-expanded that shows its
 * panel right after it, so Tab walks into the panel; it opens on click only
 * (spec §4) and closes by a second click, Escape, an outside click, focus
 * leaving the bar, or any link (decision 096: why not Radix NavigationMenu).
 * The content arrives as props from the (server) layout, so this client
 * component ships the links, not the content schemas (zod) that validate them.
 */
export function SiteHeader({ navigation, brand }: { navigation: Navigation; brand: string }) {
  const hidden = useHideOnScroll();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [firmOpen, setFirmOpen] = useState(false);
  const [whatWeDoOpen, setWhatWeDoOpen] = useState(false);
  const menuId = useId();
  const firmId = useId();
  const whatWeDoId = useId();
  const navRef = useRef<HTMLElement>(null);
  const firmRef = useRef<HTMLButtonElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const active: ActiveDropdown = !firmOpen ? "none" : whatWeDoOpen ? "whatwedo" : "firm";

  const closeDropdown = useCallback(() => {
    setFirmOpen(false);
    setWhatWeDoOpen(false);
  }, []);
  const closeAll = () => {
    setMenuOpen(false);
    closeDropdown();
  };
  useDismiss(navRef, firmOpen, closeDropdown, firmRef);
  // The phone menu closes like the dropdown: Escape (focus back on Menu), an outside press, focus leaving it.
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(navRef, menuOpen, closeMenu, menuButtonRef);

  // Any navigation closes every menu (state reset during render, React's
  // pattern for deriving state from a changed value).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    closeAll();
  }
  // A link chosen in the phone menu closes it, which hides the link that had
  // focus: once the new page is there, its main content takes focus.
  const linkChosenInMenu = useRef(false);
  useEffect(() => {
    if (!linkChosenInMenu.current) return;
    linkChosenInMenu.current = false;
    if (!document.activeElement || document.activeElement === document.body) document.getElementById("main-content")?.focus();
  }, [pathname]);

  // Any link click closes all menus (spec §4), even one to the current page.
  const onNavClick = (e: MouseEvent) => {
    if (!(e.target as HTMLElement).closest("a")) return;
    linkChosenInMenu.current = menuOpen;
    closeAll();
  };
  const current = (path: string) => (pathname === path ? ("page" as const) : undefined);
  const barLinks = (links: readonly { name: string; path: string }[]) =>
    links.map((link) => (
      <li key={link.path}>
        <Link href={link.path} className={barLink} aria-current={current(link.path)}>
          {link.name}
        </Link>
      </li>
    ));
  // On a page of The Firm's panel the closed panel still shows where the visitor is:
  // its button is marked as the current section (aria-current="true", underlined).
  const inFirm = [...navigation.firm.links, ...navigation.firm.whatWeDo.links].some((link) => link.path === pathname);

  return (
    <header
      data-behind-loader
      data-testid="site-header"
      data-hidden={hidden ? "true" : "false"}
      className={`sticky top-0 z-50 border-b border-forest/10 bg-sand/95 backdrop-blur transition-transform duration-300 focus-within:translate-y-0 ${
        hidden ? "-translate-y-full" : "translate-y-0"
      }`}
    >
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 md:px-6">
        {/* The name is the logotype: it wraps between its words, never inside one, and on a narrow
            screen it grows with the text size only as far as 6.5% of the screen's width. */}
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2 rounded font-display text-[min(1.25rem,6.5vw)] leading-[1.4] font-semibold wrap-normal text-forest"
        >
          <BrandMark size={32} className="shrink-0" />
          <span>{brand}</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="shrink-0 rounded px-3 py-2 text-sm font-semibold text-forest md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? "close" : "menu"} size={16} className="mr-2 inline-block align-[-0.125em]" />
          {menuOpen ? menuCopy.close : menuCopy.open}
        </button>
        <nav
          ref={navRef}
          aria-label={menuCopy.navLabel}
          id={menuId}
          data-active-dropdown={active}
          onClick={onNavClick}
          className={`${menuOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-forest/10 bg-sand px-4 pb-4 md:static md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0`}
        >
          <ul className="flex flex-col gap-1 md:flex-row md:items-center">
            <li>
              <Link href={navigation.home.path} className={barLink} aria-current={current(navigation.home.path)}>
                {navigation.home.name}
              </Link>
            </li>
            {/* Not positioned on wide screens: the panel hangs from the header's right edge, inside the window. */}
            <li className="relative md:static">
              <button
                ref={firmRef}
                type="button"
                aria-expanded={firmOpen}
                aria-controls={firmOpen ? firmId : undefined}
                aria-current={inFirm ? "true" : undefined}
                onClick={() => (firmOpen ? closeDropdown() : setFirmOpen(true))}
                className={`${barLink} inline-flex items-center gap-1`}
              >
                {navigation.firm.label}
                <Icon name={firmOpen ? "chevron-up" : "chevron-down"} size={14} />
              </button>
              {firmOpen ? (
                <div
                  id={firmId}
                  data-testid="firm-dropdown"
                  className="mt-1 grid gap-6 rounded-lg border border-forest/10 bg-white p-5 shadow-xl md:absolute md:top-full md:right-6 md:w-[min(40rem,calc(100vw-3rem))] md:grid-cols-3"
                >
                  <div>
                    <p className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">{navigation.firm.label}</p>
                    <ul className="space-y-1">{barLinks(navigation.firm.links)}</ul>
                  </div>
                  <div>
                    <button
                      type="button"
                      aria-expanded={whatWeDoOpen}
                      aria-controls={whatWeDoId}
                      onClick={() => setWhatWeDoOpen((open) => !open)}
                      className="mb-2 inline-flex items-center gap-1 rounded px-1 text-xs font-semibold tracking-wider text-ink-muted uppercase hover:text-forest"
                    >
                      {navigation.firm.whatWeDo.label}
                      <Icon name={whatWeDoOpen ? "chevron-up" : "chevron-down"} size={12} />
                    </button>
                    <ul id={whatWeDoId} hidden={!whatWeDoOpen} className="space-y-1">
                      {barLinks(navigation.firm.whatWeDo.links)}
                    </ul>
                  </div>
                  <div className="on-dark rounded-md bg-forest p-4 text-white">
                    <p className="font-display text-lg text-white">{navigation.firm.promo.title}</p>
                    <p className="mt-1 text-sm text-white/90">{navigation.firm.promo.text}</p>
                    <a
                      href={navigation.firm.promo.link.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-3 inline-block rounded font-semibold text-gold underline underline-offset-4"
                    >
                      {navigation.firm.promo.link.name}
                      <NewTabNote />
                    </a>
                  </div>
                </div>
              ) : null}
            </li>
            {barLinks(navigation.rest)}
            <li>
              <Link
                href={navigation.search.path}
                className={`${barLink} inline-flex items-center gap-2`}
                aria-current={current(navigation.search.path)}
              >
                <Icon name="search" size={18} />
                <span className="md:sr-only">{navigation.search.name}</span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
