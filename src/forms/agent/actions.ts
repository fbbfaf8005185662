"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { agentSpec } from "./server";

export async function submitAgent(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(agentSpec, data);
}
