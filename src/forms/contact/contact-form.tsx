"use client";

import { useState, type FormEvent } from "react";
import { contactForm as copy } from "@content/forms";
import { emailJsEnabled, publicEnv } from "@/public-env";
import { Field } from "@/components/ui/field";
import { MAX } from "@/forms/shared/limits";
import type { FormState } from "@/lib/form-protocol";
import { SubmissionForm } from "@/forms/shared/submission-form";
import { formValues, useSubmissionForm, validateLazily } from "@/forms/shared/use-submission-form";
import { submitContact } from "./actions";

/** The shared schema, loaded when the form is first used (zod stays out of first-load JavaScript). */
const loadContactSchema = () => import("./schema").then((m) => m.ContactSchema);

/**
 * The Contact Us form (spec §4/§5/§8): idle → sending (inputs and button
 * disabled, "Sending...") → green success with the fields cleared, or the red
 * failure. Sent to the server action (stored, e-mailed to the info mailbox),
 * or through EmailJS when its three public settings are set at build.
 */
export function ContactForm() {
  const [emailJs, setEmailJs] = useState<{ pending: boolean; state: FormState } | null>(null);
  const form = useSubmissionForm(submitContact, loadContactSchema, { failure: copy.failure, busy: Boolean(emailJs?.pending) });

  async function sendWithEmailJs(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const values = formValues(new FormData(element));
    const result = await validateLazily(loadContactSchema, values);
    if (!result.ok) return form.submitForm(element);
    setEmailJs({ pending: true, state: { status: "idle" } });
    try {
      const emailjs = (await import("@emailjs/browser")).default;
      await emailjs.send(
        publicEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID!,
        publicEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID!,
        { name: result.data.name, email: result.data.email, message: result.data.message },
        { publicKey: publicEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY! },
      );
      element.reset();
      setEmailJs({ pending: false, state: { status: "success", message: copy.success } });
    } catch {
      setEmailJs({ pending: false, state: { status: "error", message: copy.failure } });
    }
  }

  return (
    <SubmissionForm
      form={form}
      label={copy.legend}
      submit={copy.submit}
      send={
        emailJsEnabled
          ? { onSubmit: sendWithEmailJs, pending: form.pending || Boolean(emailJs?.pending), state: emailJs?.state ?? form.state }
          : undefined
      }
    >
      <Field {...form.field("name")} label={copy.labels.name} required autoComplete="name" maxLength={MAX.name} />
      <Field {...form.field("email")} type="email" label={copy.labels.email} required autoComplete="email" maxLength={MAX.email} />
      <Field as="textarea" {...form.field("message")} label={copy.labels.message} required rows={6} maxLength={MAX.message} />
    </SubmissionForm>
  );
}
