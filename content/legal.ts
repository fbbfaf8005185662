import { z } from "zod";
import { defineContent } from "./define";
import { NonEmpty } from "./schema";

/** The labels of the long-copy pages (terms, privacy, accessibility); their text is in content/pages/*.mdx. */
export const legalCopy = defineContent(
  "content/legal.ts",
  z.object({
    /** Heading of the table of contents. */
    tocHeading: NonEmpty,
  }),
  { tocHeading: "On this page" },
);
