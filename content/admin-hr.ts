/**
 * Every word of the back office's HR editors (issue 32): open positions
 * (/admin/careers) and staff cards (/admin/people).
 */
export const adminHr = {
  careers: {
    nav: "Open positions",
    title: "Open positions",
    intro:
      "Each position is a card on /careers with an Apply Now link (an e-mail to the HR mailbox, the position as its subject) and its job-posting data for search engines.",
    add: "New position",
    newTitle: "New position",
    editTitle: (title: string) => `Edit: ${title}`,
    list: { item: "Position", state: "State", updated: "Changed", none: "No position yet." },
    fields: {
      title: "Title (also the subject of the application e-mails)",
      subtitle: "Location",
      description: "Description",
      img: "Picture (cards folder: at least 1200 × 800)",
      employmentType: "Employment type",
      datePosted: "Date posted (YYYY-MM-DD)",
      validThrough: "Last day to apply (YYYY-MM-DD, optional)",
    },
    employmentTypes: {
      FULL_TIME: "Full-time",
      PART_TIME: "Part-time",
      CONTRACTOR: "Contractor",
      TEMPORARY: "Temporary",
      INTERN: "Internship",
    },
    keyTaken: "A position with that title already exists: open it from the list.",
    closed: "is before today (Lagos): the careers page would not show the opening. Choose today or a later day, or leave it empty.",
    previewTitle: (title: string) => `Preview: ${title}`,
    previewNote: "Preview of the latest version as the careers page will show it. Visitors do not see it until it is published.",
    back: "Back to the position",
  },
  people: {
    nav: "Staff cards",
    title: "Staff cards",
    intro:
      "Each card is a page of its own at its path (savannahcrest.example/<path>), with a Save contact vCard, and is listed in the sitemap.",
    add: "New staff card",
    newTitle: "New staff card",
    editTitle: (name: string) => `Edit: ${name}`,
    list: { item: "Person", state: "State", updated: "Changed", none: "No card yet." },
    fields: {
      slug: "Path (lower-case letters, digits and dashes: /ada)",
      slugFixed: "Path (fixed once the card exists)",
      name: "First name",
      surname: "Surname",
      position: "Position",
      company: "Company",
      phone: "Phone (+234 …)",
      email: "E-mail",
      image: "Photo (people folder: at least 800 × 800)",
    },
    keyTaken: "That path is already another card's: choose another.",
    previewTitle: (name: string) => `Preview: ${name}`,
    previewNote: "Preview of the latest version as its page will show it. Visitors do not see it until it is published.",
    back: "Back to the card",
  },
} as const;
