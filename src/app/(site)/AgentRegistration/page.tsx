import { agentRegistration } from "@content/agent-registration";
import { AgentRegistration } from "@/sections/agent/agent-registration";
import { BusinessIntro } from "@/sections/business/business-intro";
import { publishedPageHead, publishedPageMetadata } from "@/server/publishing/pages";

export const generateMetadata = () => publishedPageMetadata("agentRegistration");

export default async function Page() {
  return (
    <>
      <BusinessIntro head={await publishedPageHead("agentRegistration")} intro={agentRegistration.intro} />
      <AgentRegistration />
    </>
  );
}
