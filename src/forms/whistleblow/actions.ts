"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction } from "@/server/submissions/action";
import { whistleblowSpec } from "@/server/submissions/forms";

export async function submitWhistleblow(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(whistleblowSpec, data);
}
