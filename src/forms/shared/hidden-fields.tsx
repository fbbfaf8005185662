import { common } from "@content/forms";
import { HIDDEN } from "@/lib/form-protocol";
import { SHOWN_AT } from "./fill-time";
import { randomKey } from "./use-submission-form";

/**
 * The fields every form carries: a honeypot people never see, the form's fill
 * time (measured when it is sent: fillTime) and an idempotency key (both set
 * in the browser: pages are static; without JavaScript they are absent and
 * the server copes).
 */
export function HiddenFields() {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {common.honeypot}
          <input type="text" name={HIDDEN.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input
        type="hidden"
        name={HIDDEN.fillMs}
        ref={(el) => {
          if (el && !el.hasAttribute(SHOWN_AT)) el.setAttribute(SHOWN_AT, String(performance.now()));
        }}
      />
      <input
        type="hidden"
        name={HIDDEN.idempotencyKey}
        ref={(el) => {
          if (el && !el.value) el.value = randomKey();
        }}
      />
    </>
  );
}
