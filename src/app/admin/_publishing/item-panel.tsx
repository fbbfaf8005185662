import Link from "next/link";
import { publishedItemsCopy as words } from "@content/admin-published-items";
import { buttonClass } from "@/components/ui/button-class";
import type { EditableName } from "@/server/publishing/editable";
import type { ItemView, Version } from "@/server/publishing/store";
import { PostForm } from "@/admin/post-form";
import { shown } from "@/admin/time";
import { publishAction, revertAction, scheduleAction, unpublishAction } from "./actions";
import { ControlButton } from "./control-button";

/** The hidden fields every control posts: which item, at which revision the page showed it. */
function Target({ name, item }: { name: EditableName; item: ItemView<unknown> }) {
  return (
    <>
      <input type="hidden" name="collection" value={name} />
      <input type="hidden" name="key" value={item.key} />
      <input type="hidden" name="revision" value={item.revision} />
    </>
  );
}

/** An item's state, its preview, publish / schedule / unpublish, and its history with revert. */
export function ItemPanel({
  name,
  item,
  versions,
  previewHref,
}: {
  name: EditableName;
  item: ItemView<unknown>;
  versions: Version<unknown>[];
  previewHref: string;
}) {
  const live = item.publishedVersion;
  return (
    <aside aria-labelledby="panel-heading" className="grid gap-6 rounded-lg border border-ink/20 p-5">
      <div>
        <h2 id="panel-heading" className="text-xl font-semibold">
          {words.state}: <span data-testid="item-state">{words.states[item.state]}</span>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{live ? words.live(live) : words.notLive}</p>
        {item.state === "scheduled" && item.publishAt ? <p className="mt-1 text-sm">{words.scheduledFor(shown(item.publishAt))}</p> : null}
        {live !== item.head.number ? <p className="mt-1 text-sm">{words.latestUnpublished(item.head.number)}</p> : null}
      </div>
      <div>
        <Link href={previewHref} className={buttonClass({ variant: "secondary", size: "sm" })} aria-describedby="preview-hint">
          {words.preview}
        </Link>
        <p id="preview-hint" className="mt-1 text-sm text-ink-muted">
          {words.previewHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <PostForm action={publishAction}>
          <Target name={name} item={item} />
          <ControlButton className={buttonClass({ size: "sm" })}>{words.publish}</ControlButton>
        </PostForm>
        {item.state === "published" || item.state === "scheduled" ? (
          <PostForm action={unpublishAction}>
            <Target name={name} item={item} />
            <ControlButton className={buttonClass({ variant: "secondary", size: "sm" })}>{words.unpublish}</ControlButton>
          </PostForm>
        ) : null}
      </div>
      <PostForm action={scheduleAction} className="grid gap-2">
        <Target name={name} item={item} />
        <input type="hidden" name="op" value="schedule" />
        <label htmlFor="publish-at" className="font-medium">
          {words.scheduleLabel}
        </label>
        <div className="flex flex-wrap gap-3">
          <input id="publish-at" name="publishAt" type="datetime-local" required className="rounded border border-ink/40 px-3 py-2" />
          <ControlButton className={buttonClass({ variant: "secondary", size: "sm" })}>{words.schedule}</ControlButton>
        </div>
      </PostForm>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-semibold">
          {words.history}
        </h2>
        <ol className="mt-2 grid gap-3" data-testid="history">
          {versions.map((version) => (
            <li key={version.number} className="border-t border-ink/10 pt-2">
              <p className="font-medium">
                {words.version(version.number)}
                {version.number === live ? ` (${words.states.published})` : ""}
              </p>
              <p className="text-sm text-ink-muted">
                {words.savedBy(version.authorEmail ?? words.seedAuthor, shown(version.createdAt))}
                {" · "}
                {words.notes[version.note] ?? version.note}
              </p>
              {version.number !== item.head.number ? (
                <PostForm action={revertAction} className="mt-1">
                  <Target name={name} item={item} />
                  <input type="hidden" name="version" value={version.number} />
                  <ControlButton className={buttonClass({ variant: "secondary", size: "sm" })}>
                    {words.revert(version.number)}
                  </ControlButton>
                </PostForm>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
