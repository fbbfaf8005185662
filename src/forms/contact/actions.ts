"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { contactSpec } from "./server";

export async function submitContact(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(contactSpec, data);
}
