import type { RichText as RichTextData } from "@content/schema";

/** Rich text from content: paragraphs and bullet lists, no raw HTML. */
export function RichText({ blocks }: { blocks: RichTextData }) {
  return (
    <div className="space-y-3 text-ink">
      {blocks.map((block, index) =>
        block.type === "p" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-6">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
