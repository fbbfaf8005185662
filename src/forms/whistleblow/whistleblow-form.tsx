"use client";

// STUB: the submissions issue (#5) replaces this with the real form (schema,
// validation, server action, states). The exported name and props are the
// contract that pages mount.


export function WhistleblowForm() {
  return (
    <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} data-stub="whistleblow">
      <label className="grid gap-1"><span>Nature of conduct</span><input name="natureOfConduct" className="rounded border border-ink/30 px-3 py-2" /></label>
      <label className="grid gap-1"><span>Names of officers involved</span><input name="officerNames" className="rounded border border-ink/30 px-3 py-2" /></label>
      <label className="grid gap-1"><span>Comments</span><input name="comments" className="rounded border border-ink/30 px-3 py-2" /></label>
      <button type="submit" className="rounded bg-forest px-5 py-3 font-semibold text-white">Submit</button>
    </form>
  );
}
