import type { Position } from "@content/careers";
import { slugify } from "./slugify";

/** An open position's key: its title as a path part ("Site Engineer" → "site-engineer"), stable while the title stays. */
export const positionKey = (position: Pick<Position, "title">): string => slugify(position.title);

/** Its page, where its JobPosting data is: /careers/<key>. */
export const positionPath = (key: string): string => `/careers/${key}`;
