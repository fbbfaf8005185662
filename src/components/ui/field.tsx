import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

/**
 * A labelled form field. Its error shows under it, is announced with the
 * field (`aria-describedby`), and marks it `aria-invalid`.
 */
type Common = { name: string; label: ReactNode; error?: string; hint?: ReactNode; required?: boolean; className?: string };

type InputProps = Common & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required">;
type TextareaProps = Common & { as: "textarea" } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "required">;
type SelectProps = Common & { as: "select"; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "required">;

export const controlClass =
  "w-full rounded border border-ink/40 bg-white px-3 py-2 text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-forest aria-[invalid=true]:border-danger disabled:bg-sand disabled:text-ink-muted";

const OWN_PROPS = ["as", "name", "label", "error", "hint", "required", "className", "children"];

/** The props that go to the control itself (maxLength, autoComplete, defaultValue, …). */
function controlProps(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !OWN_PROPS.includes(key)));
}

export function Field(props: InputProps | TextareaProps | SelectProps) {
  const autoId = useId();
  const { name, label, error, hint, required, className = "" } = props;
  const id = `${autoId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const aria = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required ? true : undefined,
  } as const;

  let control: ReactNode;
  if (props.as === "textarea") {
    control = (
      <textarea
        {...(controlProps(props) as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        {...aria}
        className={`${controlClass} min-h-32`}
      />
    );
  } else if (props.as === "select") {
    control = (
      <select {...(controlProps(props) as SelectHTMLAttributes<HTMLSelectElement>)} {...aria} className={controlClass}>
        {props.children}
      </select>
    );
  } else {
    control = <input type="text" {...(controlProps(props) as InputHTMLAttributes<HTMLInputElement>)} {...aria} className={controlClass} />;
  }

  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-clay">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
