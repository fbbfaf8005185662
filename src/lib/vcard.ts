import type { StaffCard } from "@content/schema";

/**
 * A vCard 4.0 (RFC 6350) of a staff member, for the staff card's
 * "Save contact" button. Lines end in CRLF; text values are escaped;
 * long lines are folded at 75 octets.
 */
export function buildVCard(person: StaffCard, options: { url?: string } = {}): string {
  const fullName = `${person.name} ${person.surname}`;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:4.0",
    `FN:${escapeText(fullName)}`,
    `N:${escapeText(person.surname)};${escapeText(person.name)};;;`,
    `ORG:${escapeText(person.company)}`,
    `TITLE:${escapeText(person.position)}`,
    `TEL;TYPE=work,voice;VALUE=uri:tel:${person.phone.replace(/\s+/g, "")}`,
    `EMAIL;TYPE=work:${person.email}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    "END:VCARD",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** The file name offered for download: "precedence-okafor-bello.vcf". */
export function vCardFileName(person: StaffCard): string {
  return `${`${person.name}-${person.surname}`.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.vcf`;
}

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/;/g, "\\;").replace(/\r?\n/g, "\\n");
}

function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const chSize = new TextEncoder().encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (size + chSize > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += chSize;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** A minimal vCard reader (unfolds lines, unescapes values): used by tests and kept beside the writer. */
export function parseVCard(text: string): Record<string, string[]> {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const props: Record<string, string[]> = {};
  for (const line of unfolded.split(/\r\n/)) {
    if (!line) continue;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(";")[0]!.toUpperCase();
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, "\n")
      .replace(/\\([,;\\])/g, "$1");
    (props[name] ??= []).push(value);
  }
  return props;
}
