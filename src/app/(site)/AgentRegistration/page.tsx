import { PageIntro } from "@/components/ui/page-intro";
import { pageMetadata } from "@/lib/metadata";
import { AgentForm } from "@/forms/agent/agent-form";

export const metadata = pageMetadata("agentRegistration");

export default function Page() {
  return (
    <>
      <PageIntro page="agentRegistration" />
      {/* TEMPORARY mount (issue 5) until the page's own sections land. */}
      <section aria-label="Agent application" className="mx-auto w-full max-w-2xl px-4 py-14 md:px-6">
        <AgentForm />
      </section>
    </>
  );
}
