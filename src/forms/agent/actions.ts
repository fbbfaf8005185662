"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction } from "@/server/submissions/action";
import { agentSpec } from "@/server/submissions/forms";

export async function submitAgent(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(agentSpec, data);
}
