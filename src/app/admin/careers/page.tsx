import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { CollectionList, type ListPageProps } from "../_publishing/collection-list";

export const metadata: Metadata = { title: adminHr.careers.title };

/** /admin/careers (HR): the open positions and a new one. */
export default function PositionsPage({ searchParams }: ListPageProps) {
  return (
    <CollectionList name="positions" searchParams={searchParams} words={adminHr.careers} title={(p) => `${p.title} (${p.subtitle})`} />
  );
}
