"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction } from "@/server/submissions/action";
import { contactSpec } from "@/server/submissions/forms";

export async function submitContact(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(contactSpec, data);
}
