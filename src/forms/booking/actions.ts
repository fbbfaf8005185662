"use server";

import type { FormState } from "@/forms/shared/state";
import { runFormAction } from "@/server/submissions/action";
import { bookingSpec } from "@/server/submissions/forms";

export async function submitBooking(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(bookingSpec, data);
}
