"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction, siteUrl } from "@/server/submissions/action";
import { newsletterSpec } from "@/server/submissions/forms";

export async function submitNewsletter(_previous: FormState, data: FormData): Promise<FormState> {
  const state = await runFormAction(newsletterSpec(siteUrl()), data);
  // Subscribers get no reference: whether the address was known stays private.
  return { ...state, reference: undefined };
}
