/**
 * The words shared by the back office's editors of news, investor relations
 * and HR (issue 32): an item's state, its publication controls and its history.
 */
export const publishedItemsCopy = {
  states: { draft: "Draft", published: "Published", scheduled: "Scheduled", unpublished: "Unpublished" },
  state: "State",
  live: (version: number) => `Live: version ${version}`,
  notLive: "Not on the site",
  scheduledFor: (when: string) => `Goes live ${when} (Lagos time)`,
  latestUnpublished: (version: number) => `Version ${version} is saved but not published yet.`,
  preview: "Preview",
  previewHint: "Opens the latest version as it will appear (not public, not indexed).",
  publish: "Publish now",
  working: "Working…",
  unpublish: "Unpublish",
  schedule: "Schedule",
  scheduleLabel: "Publication time (Lagos)",
  history: "History",
  version: (n: number) => `Version ${n}`,
  savedBy: (who: string, when: string) => `${who}, ${when}`,
  seedAuthor: "The site's content",
  revert: (n: number) => `Revert to version ${n}`,
  notes: { saved: "saved", seed: "first version, from the site's content" } as Record<string, string>,
  save: "Save draft",
  create: "Create draft",
  saved: "Saved. Preview it, then publish it when it is ready.",
  invalid: "The draft was not saved: correct the fields marked below.",
  conflict:
    "Someone else changed this item while you were editing, so your draft was not saved. Your text is still in the form; their version is in the history. Save again to make yours the latest version.",
  unsaved:
    "This form has changes that are not saved. Leave them? Publish, schedule, revert and preview act on the last saved version: choose Cancel, then Save draft first.",
  notices: {
    saved: "Draft saved. Preview it, then publish it when it is ready.",
    published: "Published: the site shows it within a minute.",
    unpublished: "Unpublished: the site no longer shows it (within a minute).",
    scheduled: "Scheduled.",
    reverted: "Reverted: a new version copies the one you chose (live at once if the item is published).",
    conflict: "Someone else changed this item in the meantime: look at the latest version and try again.",
    invalid: "The latest version does not pass the checks, so it cannot be published: open it, correct it and save it.",
    "bad-time": "Choose a publication time in the future.",
    "not-found": "That item does not exist.",
  } as Record<string, string>,
} as const;
