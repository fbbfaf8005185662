"use server";

import { serverEnv } from "@/env";
import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { newsletterSpec } from "./server";

export async function submitNewsletter(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(newsletterSpec(serverEnv().SITE_URL), data);
}
