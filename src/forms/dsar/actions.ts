"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { dsarSpec } from "./server";

export async function submitDsar(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(dsarSpec, data);
}
