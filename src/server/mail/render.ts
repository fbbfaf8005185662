import "server-only";
import { site } from "@content/site";
import { BRAND_COLOURS } from "@/lib/brand-colours";
import { escapeMarkup } from "@/lib/escape";

/**
 * A value for the HTML part: escaped, each line break a `<br>`. Outlook for
 * Windows ignores `white-space:pre-wrap`, which would otherwise run a
 * message's lines together; the style stays for the mail programs that keep
 * runs of spaces with it, and no line feed is left for it to double.
 */
function htmlLines(value: string): string {
  return escapeMarkup(value).replace(/\r\n?|\n/g, "<br>");
}

export type EmailContent = {
  /** Opening paragraphs. */
  paragraphs?: string[];
  /** Label/value rows (submitted fields). */
  rows?: [label: string, value: string][];
  /** A call to action link. */
  link?: { label: string; href: string };
  /** Closing paragraphs. */
  footer?: string[];
};

/** A plain-text part and an HTML part with every value escaped. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const p of content.paragraphs ?? []) {
    text.push(p, "");
    html.push(`<p>${escapeMarkup(p)}</p>`);
  }
  if (content.rows?.length) {
    // A value's later lines are indented, so a typed "Name: …" line cannot pass for a field of its own.
    for (const [label, value] of content.rows) text.push(`${label}: ${(value || "-").replace(/\n/g, "\n    ")}`);
    text.push("");
    html.push(
      `<table cellpadding="6" style="border-collapse:collapse">${content.rows
        .map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeMarkup(label)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${htmlLines(value || "-")}</td></tr>`,
        )
        .join("")}</table>`,
    );
  }
  if (content.link) {
    text.push(`${content.link.label}: ${content.link.href}`, "");
    html.push(`<p><a href="${escapeMarkup(content.link.href)}">${escapeMarkup(content.link.label)}</a></p>`);
  }
  for (const p of content.footer ?? []) {
    text.push(p, "");
    html.push(`<p style="color:#555">${escapeMarkup(p)}</p>`);
  }
  text.push(`-- ${site.name}`);
  html.push(`<p style="color:#555">${escapeMarkup(site.name)}</p>`);
  return {
    text: text.join("\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:${BRAND_COLOURS.ink}">${html.join("\n")}</body></html>`,
  };
}
