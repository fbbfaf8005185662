import "server-only";
import { site } from "@content/site";

/** The teams' mailboxes of content/site.ts, in lower case: where leads go, as against a visitor's own address. */
export const TEAM_MAILBOXES: readonly string[] = [...new Set(Object.values(site.mailboxes).map((address) => address.toLowerCase()))];

export function isTeamMailbox(address: string): boolean {
  return TEAM_MAILBOXES.includes(address.toLowerCase());
}
