import type { ReactNode } from "react";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button-class";
import { controlClass } from "@/components/ui/field";

/**
 * A list's filters: a GET form, so a filtered list is an address that can be
 * bookmarked, shared and exported. The fields are the page's (SelectFilter,
 * DateFilter, TextFilter, CheckFilter); a date that is no calendar day is
 * said (`error`), never silently dropped. One column on a phone.
 */
export function FilterBar({
  id,
  heading,
  apply,
  clear,
  error,
  children,
}: {
  id: string;
  heading: string;
  apply: string;
  /** The unfiltered list's link, when there is something to clear. */
  clear?: { href: string; label: string };
  error?: { id: string; message: string };
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      className="grid gap-4 rounded border border-ink/20 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="col-span-full text-lg font-semibold">
        {heading}
      </h2>
      {children}
      {error && (
        <p id={error.id} role="alert" className="col-span-full text-clay">
          {error.message}
        </p>
      )}
      <div className="col-span-full flex flex-wrap gap-3">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          {apply}
        </button>
        {clear && (
          <Link href={clear.href} className={buttonClass({ variant: "secondary", size: "sm" })}>
            {clear.label}
          </Link>
        )}
      </div>
    </form>
  );
}

/** A choice among `options` ([value, label]), `any` first (the empty value: no filter). */
export function SelectFilter({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value?: string;
  any: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className="grid min-w-0 gap-1">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A Lagos calendar day; `errorId` points to the filter bar's message when a date was refused. */
export function DateFilter({ label, name, value, errorId }: { label: string; name: string; value?: string; errorId?: string }) {
  return (
    <label className="grid min-w-0 gap-1">
      <span className="font-medium">{label}</span>
      <input type="date" name={name} defaultValue={value ?? ""} className={controlClass} aria-describedby={errorId} />
    </label>
  );
}

/** Free text, with a hint that says what it searches. */
export function TextFilter({
  id,
  label,
  name,
  value,
  hint,
  maxLength,
}: {
  id: string;
  label: string;
  name: string;
  value?: string;
  hint?: string;
  maxLength: number;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name={name}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        className={controlClass}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A yes-or-no filter, sent as `name=1`. */
export function CheckFilter({ label, name, checked }: { label: string; name: string; checked?: boolean }) {
  return (
    <label className="flex items-center gap-2 self-center">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-5" />
      <span className="font-medium">{label}</span>
    </label>
  );
}
