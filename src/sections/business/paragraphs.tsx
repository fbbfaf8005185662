/** Paragraphs of section copy. */
export function Paragraphs({ text, className = "max-w-3xl space-y-4 text-lg text-ink" }: { text?: string[]; className?: string }) {
  if (!text?.length) return null;
  return (
    <div className={className}>
      {text.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
