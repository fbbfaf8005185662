/**
 * The words of the back office's page editor (issue 48, /admin/pages): the
 * interface's own labels stay here, in code; the pages' words are edited.
 */
export const adminPages = {
  nav: "Site pages",
  title: "Site pages",
  intro: "The words, figures, pictures and lists of the site's pages. Save a draft, preview it, then publish it or schedule it.",
  pages: {
    home: "Home page",
    "our-businesses": "Home page: Our Businesses (the four business cards)",
    "real-estate": "Real estate",
    residences: "Residences",
    "assets-management": "Assets management",
    commodities: "Commodities",
    "the-firm": "The firm",
    "our-people": "Our people (board and officers)",
    "the-group": "The group: mission, vision and core values (shown in every page's footer)",
    "privacy-policy": "Privacy policy",
    "terms-of-use": "Terms of use",
    accessibility: "Accessibility statement",
    careers: "Careers page (around the open positions)",
    whistleblow: "Whistleblowing page (around the report form)",
    contacts: "Contact details: addresses and telephone numbers (every page's footer, whistleblowing, legal pages)",
    "page-heads": "Page titles, descriptions and headings (search results, share cards, each page's heading)",
  } as Record<string, string>,
  none: "None of the site's pages is edited by your team.",
  editTitle: (page: string) => `Edit: ${page}`,
  previewTitle: (page: string) => `Preview: ${page}`,
  previewNote: "This is the latest saved version, as the page will show it once published. It is not public.",
  back: "Back to the editor",
  allPages: "All site pages",
  reportFormInPreview: "The report form is here on the public page (not in the preview: a report sent from it would be real).",
  /** The page heads' preview: each page as a search result shows it, then its heading band. */
  headsPreview: {
    intro:
      "Each page as search results and share cards show it (its title, address and description), then the heading at the top of the page.",
    heading: "Heading",
    pageIntro: "Intro",
  },
  item: (label: string, n: number) => `${label} ${n}`,
  /** Labels for the pages' keys that do not read as words once split ("img", "averageBookingNgn"). */
  keyLabels: {
    img: "Picture",
    image: "Picture",
    href: "Link",
    averageBookingNgn: "Average booking (₦)",
    header: "Name",
  } as Record<string, string>,
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  add: (label: string) => `Add to ${label}`,
  listChanged: "The list changed in the form only: save the draft to keep it.",
  listError: "This list",
} as const;
