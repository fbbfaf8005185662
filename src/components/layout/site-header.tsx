"use client";

import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState, type MouseEvent, type PointerEvent } from "react";
import type { Navigation } from "@content/navigation";
import { useHideOnScroll } from "./use-hide-on-scroll";

/** Which dropdown is open (spec §4): the firm panel, its What We Do list, or none. */
export type ActiveDropdown = "firm" | "whatwedo" | "none";

// The bar opens its dropdown on click only (spec §4), never on hover.
const noHover = {
  onPointerMove: (e: PointerEvent) => e.preventDefault(),
  onPointerLeave: (e: PointerEvent) => e.preventDefault(),
};

const barLink =
  "block rounded px-3 py-2 text-sm font-medium text-forest hover:bg-sand-200 md:text-[0.9375rem]";

/**
 * The content arrives as props from the (server) layout, so this client
 * component ships the links, not the content schemas (zod) that validate them.
 */
export function SiteHeader({ navigation, brand }: { navigation: Navigation; brand: string }) {
  const hidden = useHideOnScroll();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const [value, setValue] = useState(""); // Radix: "firm" or ""
  const [whatWeDoOpen, setWhatWeDoOpen] = useState(false);
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const whatWeDoId = useId();
  const active: ActiveDropdown = value !== "firm" ? "none" : whatWeDoOpen ? "whatwedo" : "firm";

  const closeAll = () => {
    setMenuOpen(false);
    setValue("");
    setWhatWeDoOpen(false);
  };

  // Any navigation closes every menu (state reset during render, React's
  // pattern for deriving state from a changed value).
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    closeAll();
  }

  // Any link click closes all menus (spec §4), even one to the current page.
  const onNavClick = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest("a")) closeAll();
  };

  const onValueChange = (next: string) => {
    setValue(next);
    if (next !== "firm") setWhatWeDoOpen(false);
  };

  return (
    <header
      data-testid="site-header"
      data-hidden={hidden ? "true" : "false"}
      className={`sticky top-0 z-50 border-b border-forest/10 bg-sand/95 backdrop-blur transition-transform duration-300 focus-within:translate-y-0 ${
        hidden ? "-translate-y-full" : "translate-y-0"
      }`}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 md:px-6">
        <Link href="/" className="flex items-center gap-2 rounded font-display text-xl font-semibold text-forest">
          <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="6" fill="#0e3b2e" />
            <path d="M6 22c4-8 8-12 10-12s6 4 10 12" fill="none" stroke="#c9a227" strokeWidth="2.5" />
            <circle cx="16" cy="9" r="2.5" fill="#c9a227" />
          </svg>
          <span>{brand}</span>
        </Link>
        <button
          type="button"
          className="rounded px-3 py-2 text-sm font-semibold text-forest md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="mr-2">
            {menuOpen ? "✕" : "☰"}
          </span>
          {menuOpen ? "Close menu" : "Menu"}
        </button>
        <NavigationMenu.Root
          ref={navRef}
          aria-label="Main"
          value={value}
          onValueChange={onValueChange}
          delayDuration={0}
          id={menuId}
          data-active-dropdown={active}
          onClick={onNavClick}
          className={`${menuOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-forest/10 bg-sand px-4 pb-4 md:static md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0`}
        >
          <NavigationMenu.List className="flex flex-col gap-1 md:flex-row md:items-center">
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild active={pathname === "/"}>
                <Link href={navigation.home.path} className={barLink}>
                  {navigation.home.name}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item value="firm" className="relative" data-nav-dropdown-item="">
              <NavigationMenu.Trigger {...noHover} className={`${barLink} inline-flex items-center gap-1`}>
                {navigation.firm.label}
                <span aria-hidden="true" className="text-xs">
                  {value === "firm" ? "▲" : "▼"}
                </span>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content
                {...noHover}
                // The panel sits right after its trigger, so Tab reaches it natively (the
                // focus proxy Radix adds is hidden in globals.css: axe flags a focusable
                // aria-hidden element). Focus moving within the bar keeps the panel and
                // its links tabbable; focus leaving the bar closes it, as Radix does.
                onFocusOutside={(event) => {
                  if (event.target instanceof Node && navRef.current?.contains(event.target)) event.preventDefault();
                }}
                data-testid="firm-dropdown"
                className="mt-1 grid gap-6 rounded-lg border border-forest/10 bg-white p-5 shadow-xl md:absolute md:top-full md:left-0 md:w-[40rem] md:grid-cols-3"
              >
                <div>
                  <p className="mb-2 text-xs font-semibold tracking-wider text-ink-muted uppercase">{navigation.firm.label}</p>
                  <ul className="space-y-1">
                    {navigation.firm.links.map((link) => (
                      <li key={link.path}>
                        <NavigationMenu.Link asChild>
                          <Link href={link.path} className={barLink}>
                            {link.name}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
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
                    <span aria-hidden="true">{whatWeDoOpen ? "▲" : "▼"}</span>
                  </button>
                  <ul id={whatWeDoId} hidden={!whatWeDoOpen} className="space-y-1">
                    {navigation.firm.whatWeDo.links.map((link) => (
                      <li key={link.path}>
                        <NavigationMenu.Link asChild>
                          <Link href={link.path} className={barLink}>
                            {link.name}
                          </Link>
                        </NavigationMenu.Link>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="on-dark rounded-md bg-forest p-4 text-white">
                  <p className="font-display text-lg text-white">{navigation.firm.promo.title}</p>
                  <p className="mt-1 text-sm text-white/90">{navigation.firm.promo.text}</p>
                  <NavigationMenu.Link asChild>
                    <a
                      href={navigation.firm.promo.link.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-3 inline-block rounded font-semibold text-gold underline underline-offset-4"
                    >
                      {navigation.firm.promo.link.name}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </NavigationMenu.Link>
                </div>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            {navigation.rest.map((link) => (
              <NavigationMenu.Item key={link.path}>
                <NavigationMenu.Link asChild active={pathname === link.path}>
                  <Link href={link.path} className={barLink}>
                    {link.name}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            ))}
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild active={pathname === navigation.search.path}>
                <Link href={navigation.search.path} className={`${barLink} inline-flex items-center gap-2`}>
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                    <circle cx="11" cy="11" r="7" />
                    <path d="m20 20-3.5-3.5" />
                  </svg>
                  <span className="md:sr-only">{navigation.search.name}</span>
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
      </div>
    </header>
  );
}
