import "server-only";
import type { Element, ElementContent, Root, RootContent } from "hast";
import { campaignCopy as copy } from "@content/newsletter-campaigns";
import { imageSize } from "@content/media";
import { site } from "@content/site";
import { BRAND_COLOURS as C } from "@/lib/brand-colours";
import { escapeMarkup } from "@/lib/escape";
import { markdownTree } from "@/lib/markdown-tree";
import { absoluteUrl } from "@/lib/site-url";

/**
 * The newsletter's one brand template (decision 128): a small template of our
 * own rather than an e-mail library (none is installed; MJML or react-email
 * would be new dependencies for one layout). The body is the articles'
 * sanitised Markdown tree (markdown-tree.ts), written out here with every
 * style inline, since many mail programs drop <style> blocks, in a 600-pixel
 * table, the layout every mail program renders alike.
 */

/** Inline styles per element of the sanitised tree. */
const STYLES: Record<string, string> = {
  p: "margin:0 0 16px;line-height:1.6",
  h1: `margin:24px 0 12px;font-family:Georgia,serif;font-size:26px;line-height:1.25;color:${C.forest}`,
  h2: `margin:24px 0 12px;font-family:Georgia,serif;font-size:22px;line-height:1.3;color:${C.forest}`,
  h3: `margin:20px 0 8px;font-size:18px;line-height:1.3;color:${C.forest}`,
  h4: "margin:16px 0 8px;font-size:16px",
  h5: "margin:16px 0 8px;font-size:15px",
  h6: "margin:16px 0 8px;font-size:14px",
  a: `color:${C.forest700};text-decoration:underline`,
  ul: "margin:0 0 16px;padding-left:24px;line-height:1.6",
  ol: "margin:0 0 16px;padding-left:24px;line-height:1.6",
  li: "margin:0 0 4px",
  blockquote: `margin:0 0 16px;padding:4px 16px;border-left:4px solid ${C.gold};color:${C.inkMuted}`,
  pre: `margin:0 0 16px;padding:12px;background:${C.sand};white-space:pre-wrap;font-size:14px`,
  code: "font-family:Menlo,Consolas,monospace;font-size:14px",
  img: "display:block;max-width:100%;height:auto;border:0;margin:0 0 16px",
  hr: `border:0;border-top:1px solid ${C.sand};margin:24px 0`,
  table: "border-collapse:collapse;margin:0 0 16px",
  th: "border:1px solid #ddd;padding:6px;text-align:left",
  td: "border:1px solid #ddd;padding:6px",
};
const VOID = new Set(["img", "br", "hr", "input"]);
/** The attributes kept (ids, rel and target mean nothing in a mail). */
const ATTRIBUTES = ["href", "src", "alt", "title", "width", "height", "align"];

/** The width of the message's column (600) less its padding: a picture fills it, never more. */
const PICTURE_WIDTH = 536;

/**
 * A link or picture address as the mail needs it: a path on the site becomes
 * the whole address; a scheme-relative `//host/…` is another site's, given
 * https (a mail has no page whose scheme it could take; `http:` was a downgrade).
 */
export function mailUrl(value: string, siteUrl: string): string {
  if (value.startsWith("//")) return `https:${value}`;
  if (value.startsWith("/")) return absoluteUrl(value, siteUrl);
  return value;
}

/** The site's own path of a picture address, else null (another site's picture: a tracker, dropped). */
function ownPicturePath(src: string, siteUrl: string): string | null {
  if (src.startsWith("/") && !src.startsWith("//")) return src;
  try {
    const url = new URL(src);
    return url.origin === new URL(siteUrl).origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** A picture's width and height for the column: its folder's proportions (content/media.ts), else the width alone. */
function pictureSize(path: string): { width: number; height?: number } {
  try {
    const { width, height } = imageSize(path);
    return { width: PICTURE_WIDTH, height: Math.round((PICTURE_WIDTH * height) / width) };
  } catch {
    return { width: PICTURE_WIDTH };
  }
}

function attribute(name: string, value: unknown, siteUrl: string): string {
  if (value === undefined || value === null || value === false) return "";
  let text = Array.isArray(value) ? value.join(" ") : String(value);
  if (name === "href" || name === "src") text = mailUrl(text, siteUrl);
  return ` ${name}="${escapeMarkup(text)}"`;
}

function html(node: Root | RootContent | ElementContent, siteUrl: string): string {
  if (node.type === "text") return escapeMarkup(node.value);
  if (node.type === "root") return node.children.map((c) => html(c, siteUrl)).join("");
  if (node.type !== "element") return "";
  let el = node as Element;
  if (el.tagName === "img") {
    // Only the site's own pictures: another site's would tell it who opened the mail, and when.
    const path = ownPicturePath(String(el.properties.src ?? ""), siteUrl);
    if (!path) return "";
    el = { ...el, properties: { ...el.properties, src: path, ...pictureSize(path) } };
  }
  const attrs = ATTRIBUTES.map((name) => attribute(name, el.properties[name], siteUrl)).join("");
  const style = STYLES[el.tagName] ? ` style="${STYLES[el.tagName]}"` : "";
  const open = `<${el.tagName}${attrs}${style}>`;
  if (VOID.has(el.tagName)) return open;
  return `${open}${el.children.map((c) => html(c, siteUrl)).join("")}</${el.tagName}>`;
}

function text(node: Root | RootContent | ElementContent, siteUrl: string): string {
  if (node.type === "text") return node.value;
  if (node.type === "root") return node.children.map((c) => text(c, siteUrl)).join("");
  if (node.type !== "element") return "";
  const inner = () => node.children.map((c) => text(c, siteUrl)).join("");
  const href = (v: unknown) => mailUrl(String(v ?? ""), siteUrl);
  switch (node.tagName) {
    case "p":
    case "pre":
      return `${inner().trim()}\n\n`;
    case "h1":
    case "h2":
    case "h3":
    case "h4":
    case "h5":
    case "h6": {
      const heading = inner().trim();
      return `${heading}\n${(node.tagName === "h1" || node.tagName === "h2" ? "=" : "-").repeat(Math.min(heading.length, 70))}\n\n`;
    }
    case "li":
      return `- ${inner().trim()}\n`;
    case "ul":
    case "ol":
      return `${inner()}\n`;
    case "blockquote":
      return `${inner()
        .trim()
        .split("\n")
        .map((l) => `> ${l}`)
        .join("\n")}\n\n`;
    case "br":
      return "\n";
    case "hr":
      return "----\n\n";
    case "a": {
      const label = inner();
      const url = href(node.properties.href);
      return url && url !== label ? `${label} (${url})` : label;
    }
    case "img":
      return node.properties.alt && ownPicturePath(String(node.properties.src ?? ""), siteUrl) ? `[${String(node.properties.alt)}]` : "";
    default:
      return inner();
  }
}

export type CampaignContent = { subject: string; preheader: string; body: string };

/** A campaign's body rendered once (its Markdown parsed once), then a message per subscriber. */
export type RenderedCampaign = { bodyHtml: string; bodyText: string; content: CampaignContent };

export function renderCampaignBody(content: CampaignContent, siteUrl: string): RenderedCampaign {
  const tree = markdownTree(content.body);
  return {
    content,
    bodyHtml: html(tree, siteUrl),
    bodyText: text(tree, siteUrl)
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  };
}

/**
 * One message: the brand template around the body, and a footer with the
 * postal address and `unsubscribeUrl` (the subscriber's own; null for a
 * preview or a test, which names where it will go).
 */
export function campaignMessage(
  rendered: RenderedCampaign,
  { unsubscribeUrl, archiveUrl }: { unsubscribeUrl: string | null; archiveUrl: string | null },
): { html: string; text: string } {
  const { subject, preheader } = rendered.content;
  const address = copy.postalAddress;
  const unsubscribeHtml = unsubscribeUrl
    ? `<a href="${escapeMarkup(unsubscribeUrl)}" style="color:${C.inkMuted};text-decoration:underline">${escapeMarkup(copy.unsubscribe)}</a>`
    : escapeMarkup(copy.previewUnsubscribeNote);
  const online = archiveUrl
    ? `<p style="margin:0 0 8px"><a href="${escapeMarkup(archiveUrl)}" style="color:${C.inkMuted}">${escapeMarkup(copy.readOnline)}</a></p>`
    : "";
  const htmlPart = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:0;background:${C.sand}">
<!--[if !mso]><!--><div style="display:none;max-height:0;overflow:hidden">${escapeMarkup(preheader)}</div><!--<![endif]-->
<table role="presentation" style="width:100%;border-collapse:collapse;border-spacing:0;background:${C.sand}"><tbody><tr><td style="text-align:center;padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" align="center"><tr><td><![endif]-->
<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;text-align:left;border-collapse:collapse;border-spacing:0;table-layout:fixed;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;color:${C.ink};overflow-wrap:anywhere;word-break:break-word"><tbody>
<tr><td style="background:${C.forest};padding:20px 32px;font-family:Georgia,serif;font-size:20px;color:#ffffff;border-bottom:4px solid ${C.gold}">${escapeMarkup(site.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="${STYLES.h1};margin-top:0">${escapeMarkup(subject)}</h1>
${rendered.bodyHtml}
</td></tr>
<tr><td style="padding:20px 32px;background:${C.sand};font-size:13px;line-height:1.5;color:${C.inkMuted}">
${online}<p style="margin:0 0 8px">${escapeMarkup(copy.footerWhy)} ${unsubscribeHtml}</p>
<p style="margin:0">${address.map(escapeMarkup).join("<br>")}</p>
</td></tr>
</tbody></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></tbody></table>
</body></html>`;
  const textPart = [
    subject,
    "",
    rendered.bodyText,
    "",
    "--",
    ...(archiveUrl ? [`${copy.readOnline}: ${archiveUrl}`] : []),
    copy.footerWhy,
    unsubscribeUrl ? copy.unsubscribeText(unsubscribeUrl) : copy.previewUnsubscribeNote,
    "",
    ...address,
  ].join("\n");
  return { html: htmlPart, text: textPart };
}
