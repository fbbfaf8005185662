"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { passkeyAuth } from "../passkey-client";
import { confirmPasswordAction } from "./actions";

const words = admin.account;

/** Offered only where the browser can use passkeys (they need JavaScript and WebAuthn). */
const noSubscription = () => () => undefined;

/**
 * "Add a passkey" on /admin/account: the current password first (the server opens a short window for
 * this session, decision 141), then the library's WebAuthn ceremony, then the list is drawn again.
 */
export function AddPasskeyForm({ email }: { email: string }) {
  const supported = useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState("");
  if (!supported) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    setStatus("");
    const confirmed = await confirmPasswordAction({}, data);
    if (!confirmed.ok) {
      setBusy(false);
      setError(confirmed.error);
      // Focus on the field reads out its error (sending had disabled the button).
      (form.current?.elements.namedItem("current") as HTMLElement | null)?.focus();
      return;
    }
    const name = String(data.get("name") ?? "").trim() || words.passkeyDefaultName;
    const result = await passkeyAuth.passkey.addPasskey({ name });
    setBusy(false);
    if (result?.error) setStatus(words.passkeyFailed);
    else {
      form.current?.reset();
      setStatus(words.passkeyAdded);
      router.refresh();
    }
  }

  return (
    <div className="grid gap-4">
      <p>{words.addPasskeyIntro}</p>
      <form ref={form} onSubmit={submit} className="grid gap-4" aria-label={admin.setUp.passkeyAdd}>
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Field name="name" label={words.passkeyName} maxLength={50} autoComplete="off" />
        <Field
          name="current"
          type="password"
          label={words.current}
          autoComplete="current-password"
          required
          maxLength={128}
          error={error}
        />
        <button type="submit" className={buttonClass({ variant: "secondary", className: "justify-self-start" })} disabled={busy}>
          {admin.setUp.passkeyAdd}
        </button>
      </form>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  );
}
