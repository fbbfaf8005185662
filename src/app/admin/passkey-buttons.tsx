"use client";

import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { passkeyAuth } from "./passkey-client";

/** Offered only where the browser can use passkeys (they need JavaScript and WebAuthn). */
const noSubscription = () => () => undefined;
function usePasskeysSupported() {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === "function",
    () => false,
  );
}

/** "Sign in with a passkey": the library's ceremony; the session cookie comes back from /api/auth/passkey/…. */
export function PasskeySignIn() {
  const supported = usePasskeysSupported();
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!supported) return null;
  return (
    <div className="grid max-w-md gap-2">
      <button
        type="button"
        className={buttonClass({ variant: "secondary" })}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          const result = await passkeyAuth.signIn.passkey();
          setBusy(false);
          if (result.error) setFailed(true);
          else {
            // The frame (layout) shows who is signed in: render it again.
            router.replace("/admin");
            router.refresh();
          }
        }}
      >
        {admin.signIn.passkey}
      </button>
      <p role="status" className="text-sm">
        {failed ? admin.signIn.passkeyFailed : ""}
      </p>
    </div>
  );
}

/** "Add a passkey" for the signed-in person (after set-up). */
export function AddPasskey() {
  const supported = usePasskeysSupported();
  const [state, setState] = useState<"idle" | "busy" | "added" | "failed">("idle");
  const words = admin.setUp;
  if (!supported) return null;
  return (
    <section aria-labelledby="passkey-heading" className="grid max-w-md gap-2">
      <h2 id="passkey-heading" className="text-xl font-semibold">
        {words.passkeyHeading}
      </h2>
      <p>{words.passkeyIntro}</p>
      <button
        type="button"
        className={buttonClass({ variant: "secondary", className: "justify-self-start" })}
        disabled={state === "busy" || state === "added"}
        onClick={async () => {
          setState("busy");
          const result = await passkeyAuth.passkey.addPasskey({ name: admin.appName });
          setState(result?.error ? "failed" : "added");
        }}
      >
        {words.passkeyAdd}
      </button>
      <p role="status" className="text-sm">
        {state === "added" ? words.passkeyAdded : state === "failed" ? words.passkeyFailed : ""}
      </p>
    </section>
  );
}
