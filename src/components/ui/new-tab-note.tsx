import { NEW_TAB_NOTE } from "@content/constants";

/** Tells screen-reader users that the link it sits in opens in a new tab. */
export function NewTabNote() {
  return <span className="sr-only">{NEW_TAB_NOTE}</span>;
}
