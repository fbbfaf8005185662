"use client";

import { useActionState } from "react";
import { admin } from "@content/admin";
import { buttonClass } from "@/components/ui/button-class";
import { Field } from "@/components/ui/field";
import { FormStatus } from "@/components/ui/form-status";
import { usePermalink } from "@/admin/post-form";
import { inviteAction, type InviteState } from "./actions";

export function InviteForm({ roles }: { roles: readonly (keyof typeof admin.roles)[] }) {
  const [state, action, pending] = useActionState<InviteState, FormData>(inviteAction, {}, usePermalink());
  const words = admin.staff;
  return (
    <form action={action} className="grid max-w-xl gap-4" key={state.ok ? state.message : "form"}>
      <Field
        name="email"
        type="email"
        label={words.email}
        required
        maxLength={254}
        defaultValue={state.values?.email}
        error={state.errors?.email}
      />
      <Field
        name="name"
        label={words.name}
        required
        maxLength={100}
        defaultValue={state.values?.name}
        error={state.errors?.name}
        autoComplete="off"
      />
      <fieldset className="grid gap-2" aria-describedby={state.errors?.roles ? "invite-roles-error" : undefined}>
        <legend className="font-medium">{words.roles}</legend>
        {roles.map((role) => (
          <label key={role} className="flex items-center gap-2">
            <input type="checkbox" name="role" value={role} defaultChecked={state.values?.roles.includes(role)} className="size-4" />
            {admin.roles[role]}
          </label>
        ))}
        {state.errors?.roles ? (
          <p id="invite-roles-error" className="text-sm font-medium text-clay">
            {state.errors.roles}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={buttonClass({ className: "justify-self-start" })} disabled={pending}>
        {words.invite}
      </button>
      <FormStatus tone={state.ok ? "success" : undefined} message={state.ok ? state.message : undefined} />
    </form>
  );
}
