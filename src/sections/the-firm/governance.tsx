import type { TheFirmDoc } from "@content/the-firm";
import { Section } from "@/components/ui/section";
import { buttonClass } from "@/components/ui/button-class";
import { IntentLink as Link } from "@/components/ui/intent-link";

/** How we are governed, with links to our people and to the whistleblowing page. */
export function FirmGovernance({ governance }: Pick<TheFirmDoc, "governance">) {
  return (
    <Section id="governance" title={governance.title}>
      <p className="max-w-3xl text-lg leading-relaxed">{governance.text}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link href={governance.primaryLink.href} className={buttonClass()}>
          {governance.primaryLink.label}
        </Link>
        <Link href={governance.secondaryLink.href} className={buttonClass({ variant: "secondary" })}>
          {governance.secondaryLink.label}
        </Link>
      </p>
    </Section>
  );
}
