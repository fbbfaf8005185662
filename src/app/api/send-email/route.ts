import { enquiryForm } from "@content/forms";
import { enquirySpec } from "@/forms/enquiry/server";
import { jsonPostRoute } from "@/server/submissions/json-post";

/** Spec §7 call 1: the enquiry form's POST /api/send-email. */
export const POST = jsonPostRoute(enquirySpec, enquiryForm.api);
