import type { Metadata } from "next";
import { adminHr } from "@content/admin-hr";
import { CollectionList, type ListPageProps } from "../_publishing/collection-list";

export const metadata: Metadata = { title: adminHr.people.title };

/** /admin/people (HR): the staff cards and a new one. */
export default function StaffCardsPage({ searchParams }: ListPageProps) {
  return (
    <CollectionList
      name="staff-cards"
      searchParams={searchParams}
      words={adminHr.people}
      title={(c) => `${c.name} ${c.surname}, ${c.position}`}
    />
  );
}
