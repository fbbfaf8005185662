import { HtmlValidate } from "html-validate";

/**
 * html-validate's recommended rules over the pages as the server sends them (issue 51): the public pages (seo.spec.ts) and the back office's (admin-access.spec.ts), less the
 * spellings React and Next.js write and no page chooses: camel-cased attributes (`charSet`), `<meta/>`,
 * `hidden=""` and `async=""`, useId's ids (`_R_…_`), style attributes; and `tel-non-breaking`, typography
 * the Nu checker does not ask for. What remains is the site's own markup.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    "attr-case": "off",
    "void-style": "off",
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
    "valid-id": "off",
    "no-inline-style": "off",
    "tel-non-breaking": "off",
    // A group of checkboxes under one name is how HTML posts a list (the roles of an account).
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
  },
});

/** What html-validate finds in a page's HTML, each line naming `where`. */
export async function htmlProblems(html: string, where: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages).map((m) => `${where}: ${m.ruleId}: ${m.message}`);
}
