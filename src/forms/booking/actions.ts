"use server";

import type { FormState } from "@/lib/form-protocol";
import { runFormAction } from "@/server/submissions/action";
import { bookingSpec } from "./server";

export async function submitBooking(_previous: FormState, data: FormData): Promise<FormState> {
  return runFormAction(bookingSpec, data);
}
