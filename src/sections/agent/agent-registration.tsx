import { agentRegistration as content } from "@content/agent-registration";
import { AgentForm } from "@/forms/agent/agent-form";
import { Paragraphs } from "@/sections/business/paragraphs";

/** The Create Account form for agents, with what agents get and the approval note. */
export function AgentRegistration() {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:px-6 md:py-20 lg:grid-cols-[2fr_3fr]">
      <div>
        <Paragraphs text={content.text} />
        <h2 className="mt-8 text-2xl font-semibold">{content.benefitsTitle}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-ink">
          {content.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </div>
      <section aria-labelledby="agent-form-heading" className="rounded-2xl bg-white p-6 shadow-sm md:p-8">
        <h2 id="agent-form-heading" className="text-2xl font-semibold">
          {content.formTitle}
        </h2>
        <p className="mt-2 text-ink-muted" data-testid="approval-note">
          {content.approvalNote}
        </p>
        <div className="mt-6">
          <AgentForm />
        </div>
      </section>
    </div>
  );
}
