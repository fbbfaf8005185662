import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import { Paragraphs } from "./paragraphs";

/** A titled section: its introduction, then whatever the page puts under it (a grid, a link). */
export function CopySection({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string[];
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Section id={id} title={title} className={className}>
      <Paragraphs text={intro} />
      {children ? <div className="mt-10">{children}</div> : null}
    </Section>
  );
}
