import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";
import { ActionForm, type ActionState } from "./action-form";

/** A text to send or keep (a note, a message): its label, the box, a hint, one button; the answer announced by ActionForm. */
export function TextForm({
  action,
  hidden,
  id,
  label,
  hint,
  submit,
  rows = 4,
  maxLength,
  required = false,
}: {
  action: (previous: ActionState, data: FormData) => Promise<ActionState>;
  hidden: Record<string, string>;
  /** The textarea's id and name. */
  id: string;
  label: string;
  hint: string;
  submit: string;
  rows?: number;
  maxLength?: number;
  required?: boolean;
}) {
  return (
    <ActionForm action={action} legend={label} hidden={hidden} className="grid max-w-2xl gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={id}
        rows={rows}
        maxLength={maxLength}
        required={required}
        className={controlClass}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div>
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {submit}
        </button>
      </div>
    </ActionForm>
  );
}
