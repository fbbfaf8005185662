import { agentRegistration } from "@content/agent-registration";
import { pageMetadata } from "@/lib/metadata";
import { AgentRegistration } from "@/sections/agent/agent-registration";
import { BusinessIntro } from "@/sections/business/business-intro";

export const metadata = pageMetadata("agentRegistration");

export default function Page() {
  return (
    <>
      <BusinessIntro page="agentRegistration" intro={agentRegistration.intro} />
      <AgentRegistration />
    </>
  );
}
