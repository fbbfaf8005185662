import { staff } from "../../content/staff";

/** Every route of spec §2 with the main heading it must show. */
export const ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: "Savannah Crest Group" },
  { path: "/search", heading: "Search" },
  { path: "/the-firm", heading: "The Firm" },
  { path: "/careers", heading: "Careers" },
  { path: "/investors/results", heading: "Quarterly results" },
  { path: "/assets-management", heading: "Assets Management" },
  { path: "/real-estate", heading: "Real Estate" },
  { path: "/commodities", heading: "Commodities" },
  { path: "/our-people", heading: "Our People" },
  { path: "/residences", heading: "Residences" },
  { path: "/contact-form", heading: "Contact Us" },
  { path: "/newsletter", heading: "Newsletter" },
  { path: "/AgentRegistration", heading: "Create Account" },
  { path: "/Blog", heading: "NEWS & INSIGHTS" },
  { path: "/news", heading: "NEWS & INSIGHTS" },
  { path: "/newsinsights/", heading: "NEWS & INSIGHTS" },
  { path: "/casalavorowuseii", heading: /Casa Lavoro, Wuse II/ },
  { path: "/news/identifying-high-value-properties", heading: /high-value properties/ },
  { path: "/whistleblow", heading: "Whistleblowing" },
  { path: "/terms-of-use", heading: "Terms of Use" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/accessibility", heading: "Accessibility" },
  ...staff.map((person) => ({ path: `/${person.slug}`, heading: `${person.name} ${person.surname}` })),
];

export const LOADER_MS = Number(process.env.E2E_LOADER_MS ?? 1000);

export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** Where the served test build writes its embedded database and mail files. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || `test-results/e2e-data-${E2E_PORT}`;
