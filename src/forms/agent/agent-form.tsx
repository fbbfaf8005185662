"use client";

// STUB: the submissions issue (#5) replaces this with the real form (schema,
// validation, server action, states). The exported name and props are the
// contract that pages mount.


export function AgentForm() {
  return (
    <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} data-stub="agent">
      <label className="grid gap-1"><span>Full name</span><input name="fullName" className="rounded border border-ink/30 px-3 py-2" /></label>
      <label className="grid gap-1"><span>Email address</span><input name="email" className="rounded border border-ink/30 px-3 py-2" /></label>
      <label className="grid gap-1"><span>Phone number</span><input name="phoneNumber" className="rounded border border-ink/30 px-3 py-2" /></label>
      <button type="submit" className="rounded bg-forest px-5 py-3 font-semibold text-white">Submit</button>
    </form>
  );
}
