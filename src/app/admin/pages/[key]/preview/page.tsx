import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { requireStaff } from "@/server/staff/session";
import { adminPages as words } from "@content/admin-pages";
import type { AssetManagementContent } from "@content/asset-management";
import type { CareersPageDoc, Position } from "@content/careers";
import type { CommoditiesContent } from "@content/commodities";
import type { OurBusinessesDoc } from "@content/businesses";
import type { HomeDoc } from "@content/home";
import type { OurPeopleDoc } from "@content/people";
import type { RealEstateContent } from "@content/real-estate";
import type { ResidencesContent } from "@content/residences";
import { pageHeadOf, type PageHeadsDoc } from "@content/pages";
import type { ContactDetails, GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import type { WhistleblowPageDoc } from "@content/whistleblow";
import type { MDXComponents } from "mdx/types";
import { DsarForm } from "@/forms/dsar/dsar-form";
import { TextSizer } from "@/sections/accessibility/text-sizer";
import { featuredStories } from "@/server/publishing/news";
import { SiteFooter } from "@/components/layout/site-footer";
import { PageIntro } from "@/components/ui/page-intro";
import { EDITABLE } from "@/server/publishing/editable";
import {
  pageCollection,
  publishedContacts,
  publishedGroupPurpose,
  publishedMarketingPage,
  publishedPageHeads,
  publishedWhistleblowPage,
  type LegalPage,
} from "@/server/publishing/pages";
import { publishedResults } from "@/server/publishing/results";
import { openPositions } from "@/server/publishing/careers";
import type { Published } from "@/server/publishing/store";
import { CareersPage } from "@/sections/careers/careers-page";
import { AssetManagementPage } from "@/sections/business/assets-management-page";
import { CommoditiesPage } from "@/sections/business/commodities-page";
import { RealEstatePage } from "@/sections/business/real-estate-page";
import { ResidencesPage } from "@/sections/business/residences-page";
import { HomeBusinesses } from "@/sections/home/businesses";
import { HomeSections } from "@/sections/home/home-sections";
import { LegalDocument } from "@/sections/legal/legal-document";
import { PeoplePage } from "@/sections/people/people-page";
import { FirmPage } from "@/sections/the-firm/firm-page";
import { ContactInformation } from "@/sections/whistleblow/contact-information";
import { WhistleblowPage } from "@/sections/whistleblow/whistleblow-page";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";
import { PageHeadsPreview } from "./page-heads-preview";

export const metadata: Metadata = { title: words.title };

/** Each legal page's head key, and the components its MDX may use besides the contact details. */
const LEGAL: Record<string, { head: string; components: MDXComponents }> = {
  "privacy-policy": { head: "privacy", components: { DsarForm } },
  "terms-of-use": { head: "terms", components: {} },
  accessibility: { head: "accessibility", components: { TextSizer } },
};

/** What the published pages around a draft show: the group's purpose, the firm's page, the page heads, the contact details, the open positions. */
type Around = {
  purpose: GroupPurposeDoc;
  firm: TheFirmDoc;
  heads: PageHeadsDoc;
  contacts: ContactDetails;
  positions: Published<Position>[];
  whistleblow: WhistleblowPageDoc;
};

/**
 * The businesses' pages, the firm's and its people's, drawn by the public pages' own components from the document,
 * with the published documents around it; the group's purpose on /the-firm and in the footer; the contact details
 * in the footer and on the whistleblowing page; the page heads as search results show them, each with its heading band.
 */
const DRAWN: Record<string, (doc: unknown, around: Around) => ReactNode> = {
  "real-estate": (doc, { heads }) => <RealEstatePage content={doc as RealEstateContent} pageHead={pageHeadOf(heads, "realEstate")} />,
  residences: (doc, { heads }) => <ResidencesPage content={doc as ResidencesContent} pageHead={pageHeadOf(heads, "residences")} />,
  "assets-management": (doc, { heads }) => (
    <AssetManagementPage content={doc as AssetManagementContent} pageHead={pageHeadOf(heads, "assetsManagement")} />
  ),
  commodities: (doc, { heads }) => <CommoditiesPage content={doc as CommoditiesContent} pageHead={pageHeadOf(heads, "commodities")} />,
  "the-firm": (doc, { purpose, heads }) => <FirmPage content={doc as TheFirmDoc} purpose={purpose} head={pageHeadOf(heads, "theFirm")} />,
  "our-people": (doc, { heads }) => (
    <>
      <PageIntro head={pageHeadOf(heads, "ourPeople")} />
      <PeoplePage content={doc as OurPeopleDoc} />
    </>
  ),
  "the-group": (doc, { firm, heads, contacts }) => (
    <>
      <FirmPage content={firm} purpose={doc as GroupPurposeDoc} head={pageHeadOf(heads, "theFirm")} />
      <SiteFooter mission={(doc as GroupPurposeDoc).mission} contacts={contacts} />
    </>
  ),
  contacts: (doc, { purpose, whistleblow }) => (
    <>
      <ContactInformation contacts={doc as ContactDetails} copy={whistleblow} />
      <SiteFooter mission={purpose.mission} contacts={doc as ContactDetails} />
    </>
  ),
  "page-heads": (doc) => <PageHeadsPreview heads={doc as PageHeadsDoc} />,
  "our-businesses": (doc) => <HomeBusinesses content={doc as OurBusinessesDoc} />,
  whistleblow: (doc, { heads, contacts }) => (
    <WhistleblowPage
      copy={doc as WhistleblowPageDoc}
      pageHead={pageHeadOf(heads, "whistleblow")}
      contacts={contacts}
      form={<p className="rounded border border-dashed border-ink/40 p-4">{words.reportFormInPreview}</p>}
    />
  ),
  careers: (doc, { heads, positions, purpose }) => (
    <CareersPage
      content={doc as CareersPageDoc}
      pageHead={pageHeadOf(heads, "careers")}
      positions={positions}
      values={purpose.coreValues}
    />
  ),
};

const framed = (page: ReactNode) => <div className="-mx-4 border-y border-ink/20">{page}</div>;

/** The latest saved version of a site page, drawn by the public page's own sections (under the back office's strict CSP). */
export default async function PagePreviewPage({ params }: PreviewPageProps) {
  const key = (await params).key;
  const name = pageCollection(key);
  // Who is asking, before any read: signed out, the sign-in page; not the page's team, refused.
  await requireStaff(name ? EDITABLE[name].collection.role : undefined);
  if (!name) notFound();
  const copy = { title: () => words.previewTitle(words.pages[key] ?? key), note: words.previewNote, back: words.back };
  const drawn = DRAWN[key];
  if (drawn) {
    const [purpose, firm, heads, contacts, positions, whistleblow] = await Promise.all([
      publishedGroupPurpose(),
      publishedMarketingPage("the-firm"),
      publishedPageHeads(),
      publishedContacts(),
      openPositions(),
      publishedWhistleblowPage(),
    ]);
    return (
      <ItemPreview name={name} params={params} words={copy}>
        {(doc) => framed(drawn(doc, { purpose, firm, heads, contacts, positions, whistleblow }))}
      </ItemPreview>
    );
  }
  if (name === "pages") {
    const [purpose, stories, [latest], heads, businesses] = await Promise.all([
      publishedGroupPurpose(),
      featuredStories(),
      publishedResults(),
      publishedPageHeads(),
      publishedMarketingPage("our-businesses"),
    ]);
    return (
      <ItemPreview name="pages" params={params} words={copy}>
        {(doc) =>
          framed(
            <HomeSections
              home={doc as HomeDoc}
              purpose={purpose}
              stories={stories}
              latest={latest?.data}
              heading={pageHeadOf(heads, "home").heading}
              businesses={businesses}
            />,
          )
        }
      </ItemPreview>
    );
  }
  const [heads, contacts] = await Promise.all([publishedPageHeads(), publishedContacts()]);
  return (
    <ItemPreview name="legal-pages" params={params} words={copy}>
      {(doc) =>
        framed(
          <LegalDocument
            head={pageHeadOf(heads, LEGAL[key]!.head)}
            contacts={contacts}
            source={(doc as LegalPage).source}
            components={LEGAL[key]!.components}
          />,
        )
      }
    </ItemPreview>
  );
}
