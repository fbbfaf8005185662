import { enquiryForm } from "@content/forms";
import { database } from "@/server/db";
import { isSameOrigin } from "@/server/http/origin";
import { kickDispatcher } from "@/server/mail/dispatcher";
import { clientAddress } from "@/server/http/client-address";
import { limiterFor } from "@/server/rate-limit";
import { handleSendEmail } from "@/server/submissions/send-email";
import { errorSummary } from "@/server/error-summary";

/** Spec §7 call 1: the enquiry form's POST /api/send-email. */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOrigin(request)) {
    return Response.json({ error: enquiryForm.api.forbidden }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  try {
    const db = await database();
    return await handleSendEmail(request, {
      database: db,
      limiter: limiterFor("enquiry", db),
      clientKey: clientAddress(request.headers),
      afterStore: kickDispatcher,
    });
  } catch (error) {
    console.error(`[api/send-email] ${errorSummary(error)}`);
    return Response.json({ error: enquiryForm.api.storeFailed }, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
