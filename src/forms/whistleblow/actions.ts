"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { whistleblowSpec } from "./server";

export async function submitWhistleblow(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(whistleblowSpec, data);
}
