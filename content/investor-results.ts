/**
 * The words of the results archive, /investors/results (issue 32): every
 * published quarter, newest first, each with its headline figures and files.
 * The quarters themselves are content/earnings.ts and the back office's.
 */
export const investorResults = {
  latest: "Latest results",
  earlier: "Earlier quarters",
  noneEarlier: "No earlier quarters are published yet.",
  published: (date: string) => `Published ${date}`,
  /** The home page's results block links here. */
  archiveLink: "All quarterly results",
} as const;
