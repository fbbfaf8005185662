import { describe, expect, it } from "vitest";
import { careers } from "@content/careers";
import { contactDetailsSeed, site } from "@content/site";
import { positionKey } from "@/lib/positions";
import { jobPosting } from "./job-posting";

describe("JobPosting structured data", () => {
  const position = careers.positions.items[0]!;
  const data = jobPosting(position, positionKey(position), "https://www.savannahcrest.example", contactDetailsSeed());

  it("names the position, the hiring organisation and the Abuja location", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: position.title,
      datePosted: position.datePosted,
      employmentType: "FULL_TIME",
      directApply: false,
      // Its own page: Google refuses JobPosting markup on a listing.
      url: "https://www.savannahcrest.example/careers/internal-control-officer",
      hiringOrganization: {
        "@type": "Organization",
        name: site.name,
        sameAs: "https://www.savannahcrest.example/",
        logo: { "@type": "ImageObject", url: "https://www.savannahcrest.example/brand/logo-512.png", width: 512, height: 512 },
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "Savannah Crest House, 14 Crestview Close, Central Business District",
          addressLocality: "Abuja",
          addressRegion: "FCT",
          postalCode: "900103",
          addressCountry: "NG",
        },
      },
    });
  });

  it("identifies each position by a stable, distinct value under the group's name", () => {
    expect(data.identifier).toEqual({ "@type": "PropertyValue", name: site.name, value: "internal-control-officer" });
    const ids = careers.positions.items.map(
      (p) => (jobPosting(p, positionKey(p), "https://x.example", contactDetailsSeed()).identifier as { value: string }).value,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives a position's last day to apply as validThrough, to the end of that day in Lagos, and leaves it out when a position has none", () => {
    expect(
      jobPosting(
        { ...position, validThrough: "2027-01-31" },
        positionKey(position),
        "https://www.savannahcrest.example",
        contactDetailsSeed(),
      ),
    ).toHaveProperty("validThrough", "2027-01-31T23:59:59+01:00");
    expect(
      jobPosting(
        { ...position, validThrough: undefined },
        positionKey(position),
        "https://www.savannahcrest.example",
        contactDetailsSeed(),
      ),
    ).not.toHaveProperty("validThrough");
  });

  it("escapes markup in the description", () => {
    const risky = jobPosting(
      { ...position, description: "Salary <b>& benefits</b>" },
      positionKey(position),
      "https://x.example",
      contactDetailsSeed(),
    );
    expect(risky.description).toBe("<p>Salary &lt;b&gt;&amp; benefits&lt;/b&gt;</p>");
  });

  it("places a position HR put in another city there, in Nigeria", () => {
    const kano = jobPosting({ ...position, subtitle: "Kano" }, positionKey(position), "https://x.example", contactDetailsSeed());
    expect(kano.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Kano", addressCountry: "NG" },
    });
  });
});
