import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COMPLAINT_ACKNOWLEDGEMENT_HOURS,
  COMPLAINT_RESOLUTION,
  MARKET_FIGURES,
  MINIMUM_DATA_SUBJECT_AGE,
  CASE_RETENTION_MONTHS,
  WEBSITE_COPY_RETENTION_DAYS,
} from "@content/site";
import { news } from "@content/news";
import { serverEnv } from "@/env";
import { headingId, mdxSections, mdxToText } from "./mdx-text";

const read = (file: string) => readFileSync(new URL(`../../content/pages/${file}`, import.meta.url), "utf8");

describe("mdxToText", () => {
  it("keeps the words and drops markup, JSX and expressions", () => {
    const text = mdxToText(
      'import X from "y"\n\n## Title\n\nSome **bold** [link](/x) text.\n\n- item one\n\n<Mailbox name="info" />\n{props.x}',
    );
    expect(text).toBe("Title\n\nSome bold link text.\n\nitem one");
  });

  it("splits sections at level-2 headings", () => {
    const sections = mdxSections("Intro line.\n\n## 1. General\n\nFirst.\n\n## Cookies\n\nSecond.");
    expect(sections).toEqual([
      { heading: null, text: "Intro line." },
      { heading: "1. General", text: "First." },
      { heading: "Cookies", text: "Second." },
    ]);
    expect(headingId("5. Disclaimer of Warranties and Limitation of Liability")).toBe(
      "5-disclaimer-of-warranties-and-limitation-of-liability",
    );
    expect(headingId("Côte d'Ivoire")).toBe("cote-d-ivoire");
  });
});

describe("long copy keeps the spec's facts", () => {
  it("terms of use: the six numbered sections, in order", () => {
    expect(
      mdxSections(read("terms-of-use.mdx"))
        .map((s) => s.heading)
        .filter(Boolean),
    ).toEqual([
      "1. General",
      "2. Use of Content",
      "3. No Endorsement",
      "4. Indemnity",
      "5. Disclaimer of Warranties and Limitation of Liability",
      "6. Indemnity for liability instruments",
    ]);
  });

  it("privacy policy: every section of spec §2 and the figures of §9", () => {
    const source = read("privacy-policy.mdx");
    const headings = mdxSections(source).map((s) => s.heading);
    for (const h of [
      "Consent",
      "Security of this website",
      "Information we collect and how we collect it",
      "Our basis for processing",
      "How we use your information",
      "Sharing your information",
      "Your rights",
      "Remedies",
      "Time frame for remedy",
      "Cookies",
      "Retention",
      "Children",
      "Cross-border transfer",
      "Data security",
      "Principles",
      "Automated decision making",
      "Data subject access request",
      "Contact",
    ]) {
      expect(headings, h).toContain(h);
    }
    expect(source).toContain(`within ${COMPLAINT_ACKNOWLEDGEMENT_HOURS} hours`);
    expect(source).toContain(`within ${COMPLAINT_RESOLUTION}`);
    expect(source).toContain(`under the age of ${MINIMUM_DATA_SUBJECT_AGE}`);
    // What the site's purge does (src/server/retention/purge.ts) is what the policy says.
    const retention = mdxSections(source).find((s) => s.heading === "Retention")!.text;
    expect(retention).toContain(`for ${WEBSITE_COPY_RETENTION_DAYS} days after that`);
    expect(retention).toContain(`deletes your address ${WEBSITE_COPY_RETENTION_DAYS} days later`);
    expect(retention).toContain(`deleted ${WEBSITE_COPY_RETENTION_DAYS} days after its confirmation link expires`);
    expect(retention).toContain(`ethics officers can read it, and is deleted ${CASE_RETENTION_MONTHS} months after its case is closed`);
    if (process.env.WHISTLEBLOWING_RETENTION_MONTHS === undefined)
      expect(serverEnv().WHISTLEBLOWING_RETENTION_MONTHS).toBe(CASE_RETENTION_MONTHS);
    expect(source).toContain("Nigeria Data Protection Act 2023");
    expect(source).toContain("<DsarForm />");
    expect(source).toContain("<LagosAddress />");
    const countries = mdxSections(source)
      .find((s) => s.heading === "Cross-border transfer")!
      .text.split("\n\n")
      .at(-1)!;
    const list = countries.replace(/\.$/, "").split(/, | and /);
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(list.length).toBeLessThanOrEqual(22);
  });

  it("accessibility: the six sections of spec §2 and the text sizer", () => {
    const source = read("accessibility.mdx");
    expect(
      mdxSections(source)
        .map((s) => s.heading)
        .filter(Boolean),
    ).toEqual([
      "Internet accessibility",
      "Browser compatibility",
      "Telephone",
      "Visual impairment",
      "Hearing impairment",
      "Recommended software",
    ]);
    expect(source).toContain("<TextSizer />");
  });

  it("the Wuse II article (a Markdown body of the seed) quotes the market figures of spec §9", () => {
    const source = news.find((item) => item.link === "/casalavorowuseii")!.body!;
    expect(source).toContain(`${MARKET_FIGURES.size2025} in 2025`);
    expect(source).toContain(`${MARKET_FIGURES.growthPerYear} a year`);
    expect(source).toContain(`${MARKET_FIGURES.size2029} by 2029`);
  });
});
