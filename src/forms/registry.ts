import "server-only";
import { serverEnv } from "@/env";
import type { AnyFormSpec } from "@/server/submissions/contract";
import { agentSpec } from "./agent/server";
import { bookingSpec } from "./booking/server";
import { contactSpec } from "./contact/server";
import { dsarSpec } from "./dsar/server";
import { enquirySpec } from "./enquiry/server";
import { newsletterSpec } from "./newsletter/server";
import { whistleblowSpec } from "./whistleblow/server";

/**
 * Every form that stores what it is sent, one line each: a new form is its
 * own folder (schema, component, actions.ts, server.ts), its words in
 * content/, and a line here. Read by what looks at every kind at once (the
 * registry's test: kinds and reference prefixes are unique).
 */
export const FORMS: readonly AnyFormSpec[] = [
  contactSpec,
  bookingSpec,
  agentSpec,
  whistleblowSpec,
  dsarSpec,
  enquirySpec,
  newsletterSpec(serverEnv().SITE_URL),
];
