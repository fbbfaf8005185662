"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction } from "@/server/submissions/action";
import { dsarSpec } from "@/server/submissions/forms";

export async function submitDsar(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(dsarSpec, data);
}
