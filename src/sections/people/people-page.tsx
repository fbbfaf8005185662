import type { OurPeopleDoc } from "@content/people";
import { BoardOfDirectors } from "./board-of-directors";
import { ExecutiveOfficers } from "./executive-officers";

/** /our-people's body drawn from its document: the public page and the editor's preview. */
export function PeoplePage({ content }: { content: OurPeopleDoc }) {
  return (
    <>
      <BoardOfDirectors content={content} />
      <ExecutiveOfficers content={content} />
    </>
  );
}
