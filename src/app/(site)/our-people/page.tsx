import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { BoardOfDirectors } from "@/sections/people/board-of-directors";
import { ExecutiveOfficers } from "@/sections/people/executive-officers";

export const metadata = pageMetadata("ourPeople");

export default function Page() {
  return (
    <>
      <PageIntro page="ourPeople" />
      <BoardOfDirectors />
      <ExecutiveOfficers />
    </>
  );
}
