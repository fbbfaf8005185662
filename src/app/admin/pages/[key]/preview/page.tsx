import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { requireStaff } from "@/server/staff/session";
import { adminPages as words } from "@content/admin-pages";
import type { AssetManagementContent } from "@content/asset-management";
import type { CommoditiesContent } from "@content/commodities";
import type { HomeDoc } from "@content/home";
import type { OurPeopleDoc } from "@content/people";
import type { RealEstateContent } from "@content/real-estate";
import type { ResidencesContent } from "@content/residences";
import type { GroupPurposeDoc } from "@content/site";
import type { TheFirmDoc } from "@content/the-firm";
import { DsarForm } from "@/forms/dsar/dsar-form";
import { featuredStories } from "@/server/publishing/news";
import { SiteFooter } from "@/components/layout/site-footer";
import { pageCollection, publishedGroupPurpose, publishedMarketingPage, type LegalPage } from "@/server/publishing/pages";
import { publishedResults } from "@/server/publishing/results";
import { AssetManagementPage } from "@/sections/business/assets-management-page";
import { CommoditiesPage } from "@/sections/business/commodities-page";
import { RealEstatePage } from "@/sections/business/real-estate-page";
import { ResidencesPage } from "@/sections/business/residences-page";
import { HomeSections } from "@/sections/home/home-sections";
import { LegalDocument } from "@/sections/legal/legal-document";
import { PeoplePage } from "@/sections/people/people-page";
import { FirmPage } from "@/sections/the-firm/firm-page";
import { ItemPreview, type PreviewPageProps } from "../../../_publishing/item-preview";

export const metadata: Metadata = { title: words.title };

const LEGAL_META: Record<string, string> = { "privacy-policy": "privacy", "terms-of-use": "terms" };

/**
 * The businesses' pages, the firm's and its people's, drawn by the public pages' own components from the document;
 * `purpose` is the group's as published. The group's purpose itself is shown on /the-firm and in the footer.
 */
const BUSINESS: Record<string, (doc: unknown, purpose: GroupPurposeDoc, firm: TheFirmDoc) => ReactNode> = {
  "real-estate": (doc) => <RealEstatePage content={doc as RealEstateContent} />,
  residences: (doc) => <ResidencesPage content={doc as ResidencesContent} />,
  "assets-management": (doc) => <AssetManagementPage content={doc as AssetManagementContent} />,
  commodities: (doc) => <CommoditiesPage content={doc as CommoditiesContent} />,
  "the-firm": (doc, purpose) => <FirmPage content={doc as TheFirmDoc} purpose={purpose} />,
  "our-people": (doc) => <PeoplePage content={doc as OurPeopleDoc} />,
  "the-group": (doc, _purpose, firm) => (
    <>
      <FirmPage content={firm} purpose={doc as GroupPurposeDoc} />
      <SiteFooter mission={(doc as GroupPurposeDoc).mission} />
    </>
  ),
};

const framed = (page: ReactNode) => <div className="-mx-4 border-y border-ink/20">{page}</div>;

/** The latest saved version of a site page, drawn by the public page's own sections (under the back office's strict CSP). */
export default async function PagePreviewPage({ params }: PreviewPageProps) {
  const key = (await params).key;
  const name = pageCollection(key);
  // Signed out: the sign-in page, as for every back-office page, before saying the page does not exist.
  if (!name) {
    await requireStaff();
    notFound();
  }
  const copy = { title: () => words.previewTitle(words.pages[key] ?? key), note: words.previewNote, back: words.back };
  const business = BUSINESS[key];
  if (business) {
    const [purpose, firm] = await Promise.all([publishedGroupPurpose(), publishedMarketingPage("the-firm")]);
    return (
      <ItemPreview name="pages" params={params} words={copy}>
        {(doc) => framed(business(doc, purpose, firm))}
      </ItemPreview>
    );
  }
  if (name === "pages") {
    const [purpose, stories, [latest]] = await Promise.all([publishedGroupPurpose(), featuredStories(), publishedResults()]);
    return (
      <ItemPreview name="pages" params={params} words={copy}>
        {(doc) => framed(<HomeSections home={doc as HomeDoc} purpose={purpose} stories={stories} latest={latest?.data} />)}
      </ItemPreview>
    );
  }
  return (
    <ItemPreview name="legal-pages" params={params} words={copy}>
      {(doc) =>
        framed(
          <LegalDocument
            page={LEGAL_META[key] ?? "privacy"}
            file={`${key}.mdx`}
            source={(doc as LegalPage).source}
            components={{ DsarForm }}
          />,
        )
      }
    </ItemPreview>
  );
}
