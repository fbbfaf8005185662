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

/** An address in our own words or a staff member's reply, up to a space or `<`; a closing stop or bracket is the sentence's. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g;

/** Escaped text whose web addresses are links (a mail program may not make them so). */
export function linkedText(value: string): string {
  let out = "";
  let last = 0;
  for (const match of value.matchAll(URL_PATTERN)) {
    const url = escapeMarkup(match[0]);
    out += `${escapeMarkup(value.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeMarkup(value.slice(last));
}

/**
 * The HTML part as a whole document (doctype, language, title: the subject),
 * every word and address wrapping inside a phone's width (a long URL would
 * otherwise widen the message past the screen).
 */
export function emailDocument(subject: string, body: string, bodyStyle = ""): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:${BRAND_COLOURS.ink};overflow-wrap:anywhere;word-break:break-word${bodyStyle}">
${body}
</body></html>`;
}

/** A staff member's reply (src/server/inbox/replies.ts): their text, its lines kept and its addresses linked. */
export function renderReplyHtml(subject: string, plain: string): string {
  return emailDocument(subject, `<div style="white-space:pre-wrap">${linkedText(plain).replace(/\r\n?|\n/g, "<br>")}</div>`);
}

/** A plain-text part and an HTML part (a document titled with the subject) with every value escaped. */
export function renderEmail(content: EmailContent, subject: string): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  for (const p of content.paragraphs ?? []) {
    text.push(p, "");
    html.push(`<p>${linkedText(p)}</p>`);
  }
  if (content.rows?.length) {
    // A value's later lines are indented, so a typed "Name: …" line cannot pass for a field of its own.
    for (const [label, value] of content.rows) text.push(`${label}: ${(value || "-").replace(/\n/g, "\n    ")}`);
    text.push("");
    html.push(
      `<table style="border-collapse:collapse"><tbody>${content.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:6px;border-bottom:1px solid #ddd">${escapeMarkup(label)}</th><td style="padding:6px;border-bottom:1px solid #ddd;white-space:pre-wrap">${htmlLines(value || "-")}</td></tr>`,
        )
        .join("")}</tbody></table>`,
    );
  }
  if (content.link) {
    text.push(`${content.link.label}: ${content.link.href}`, "");
    html.push(`<p><a href="${escapeMarkup(content.link.href)}">${escapeMarkup(content.link.label)}</a></p>`);
  }
  for (const p of content.footer ?? []) {
    text.push(p, "");
    html.push(`<p style="color:#555">${linkedText(p)}</p>`);
  }
  text.push(`-- ${site.name}`);
  html.push(`<p style="color:#555">${escapeMarkup(site.name)}</p>`);
  return { text: text.join("\n"), html: emailDocument(subject, html.join("\n")) };
}
