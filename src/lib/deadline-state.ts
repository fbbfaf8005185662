/** Where a promised deadline stands: met (when `metAt`), open, or overdue. One rule for access requests and cases alike. */
export type DeadlineState = "met" | "open" | "overdue";

export function deadlineState(by: Date, metAt: Date | null, now: Date): DeadlineState {
  if (metAt) return "met";
  return now.getTime() >= by.getTime() ? "overdue" : "open";
}
