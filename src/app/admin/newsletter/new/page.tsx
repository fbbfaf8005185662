import type { Metadata } from "next";
import Link from "next/link";
import { adminNewsletter as words } from "@content/admin-newsletter";
import { requireStaff } from "@/server/staff/session";
import { CampaignForm } from "../campaign-form";

export const metadata: Metadata = { title: words.editor.newHeading };

export default async function NewCampaign() {
  await requireStaff("marketing");
  return (
    <section aria-labelledby="editor-heading" className="grid max-w-3xl gap-6">
      <p>
        <Link href="/admin/newsletter" className="text-forest underline underline-offset-4">
          {words.editor.back}
        </Link>
      </p>
      <h1 id="editor-heading" className="font-display text-3xl text-forest">
        {words.editor.newHeading}
      </h1>
      <CampaignForm initial={{ subject: "", preheader: "", body: "", picture: "" }} />
    </section>
  );
}
