"use client";

import type MiniSearch from "minisearch";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { searchCopy } from "@content/search-copy";
import { resolveKeyword, type KeywordRow } from "@/lib/search/keywords";
import { SEARCH_FIELDS, SEARCH_INDEX_PATH, SEARCH_STORE_FIELDS, type SearchDocument } from "@/lib/search/options";
import { runSearch, type SearchResult as Result } from "@/lib/search/run";
import type { SnippetPart } from "@/lib/search/snippet";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { buttonClass } from "@/components/ui/button-class";
import { useSettled } from "@/components/ui/use-settled";

type IndexState = "idle" | "loading" | "ready" | "error";

/** How long typing must pause before the result count is announced. */
const STATUS_SETTLE_MS = 600;

let indexPromise: Promise<MiniSearch<SearchDocument>> | null = null;

/** Loads MiniSearch and the build-time documents once, on first input. */
function loadIndex(): Promise<MiniSearch<SearchDocument>> {
  indexPromise ??= Promise.all([
    import("minisearch"),
    fetch(SEARCH_INDEX_PATH).then((r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return r.json() as Promise<SearchDocument[]>;
    }),
  ]).then(([{ default: MiniSearchClass }, docs]) => {
    const index = new MiniSearchClass<SearchDocument>({ fields: [...SEARCH_FIELDS], storeFields: [...SEARCH_STORE_FIELDS] });
    index.addAll(docs);
    return index;
  });
  indexPromise.catch(() => {
    indexPromise = null;
  });
  return indexPromise;
}

/**
 * The search page (spec §2, §5): a labelled text box. On submit the term is
 * trimmed and lower-cased; empty → 'Please enter a search term'; an exact
 * keyword navigates; anything else → 'No match found'. Beyond the spec:
 * full-text results over the whole site as you type, from an index built at
 * build time and loaded (with MiniSearch) on first input. `keywords`: the
 * spec's exact-keyword table (content/search-keywords.ts), passed from the
 * server page. `initial`: what the server found for `/search?q=` (the form's
 * own address without JavaScript, or a shared link).
 */
export function SearchBox({
  keywords,
  initial,
}: {
  keywords: readonly KeywordRow[];
  initial?: { term: string; message: string; results: Result[] };
}) {
  const router = useRouter();
  const ids = useId();
  const inputId = `${ids}-q`;
  const hintId = `${ids}-hint`;
  const messageId = `${ids}-message`;
  const [term, setTerm] = useState(initial?.term ?? "");
  const [message, setMessage] = useState(initial?.message ?? "");
  const [results, setResults] = useState<Result[]>(initial?.results ?? []);
  // The server's results count as a loaded index until the next keystroke loads the real one.
  const [indexState, setIndexState] = useState<IndexState>(initial ? "ready" : "idle");
  const latest = useRef(initial?.term ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const update = (value: string) => {
    setTerm(value);
    latest.current = value;
    setMessage("");
    if (indexState !== "ready") setIndexState((s) => (s === "idle" || s === "error" ? "loading" : s));
    loadIndex().then(
      (index) => {
        setIndexState("ready");
        setResults(runSearch(index, latest.current));
      },
      () => setIndexState("error"),
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = resolveKeyword(term, keywords);
    if (outcome.kind === "match") {
      setMessage("");
      router.push(outcome.path);
    } else {
      setMessage(outcome.message);
    }
  };

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-result]") ?? []);

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      links()[0]?.focus();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      all[Math.min(all.length - 1, at + 1)]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (at === 0) inputRef.current?.focus();
      else all[at - 1]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  const shownTerm = term.trim();
  const status =
    indexState === "loading" && shownTerm.length >= 2
      ? searchCopy.loading
      : indexState === "error"
        ? searchCopy.loadError
        : shownTerm.length >= 2 && indexState === "ready"
          ? searchCopy.resultCount(results.length, shownTerm)
          : "";
  // Results follow each keystroke; their count is announced once typing pauses.
  const announced = useSettled(status, STATUS_SETTLE_MS);

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <form role="search" action="/search" method="get" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block text-lg font-semibold text-forest">
          {searchCopy.label}
        </label>
        <p id={hintId} className="mt-1 text-ink-muted">
          {searchCopy.hint}
        </p>
        <div className="mt-3 flex gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            autoComplete="off"
            value={term}
            onChange={(e) => update(e.target.value)}
            onKeyDown={onInputKey}
            placeholder={searchCopy.placeholder}
            aria-describedby={`${hintId} ${messageId}`}
            aria-invalid={message ? true : undefined}
            className="min-w-0 flex-1 rounded border border-ink/40 bg-white px-4 py-3 text-lg text-ink placeholder:text-ink-muted"
          />
          <button type="submit" className={buttonClass()}>
            {searchCopy.button}
          </button>
        </div>
        <p id={messageId} role="alert" className="mt-3 min-h-6 font-semibold text-danger" data-testid="search-message">
          {message}
        </p>
      </form>

      <section aria-labelledby={`${ids}-results`} className="mt-8">
        {/* Shown once there is a term: an empty results heading under an empty box says nothing. */}
        <h2 id={`${ids}-results`} className={`text-2xl font-semibold ${term.trim() ? "" : "sr-only"}`}>
          {searchCopy.resultsHeading}
        </h2>
        {/* Seen at once; heard once typing pauses (the live region below). */}
        <p aria-hidden="true" className="mt-2 min-h-6 text-ink-muted" data-testid="search-status-visible">
          {status}
        </p>
        <p role="status" aria-live="polite" className="sr-only" data-testid="search-status">
          {announced}
        </p>
        {results.length > 0 ? (
          <ul ref={listRef} onKeyDown={onListKey} className="mt-4 space-y-3" data-testid="search-results">
            {results.map((r) => {
              const external = r.url.startsWith("http");
              const body = (
                <>
                  <span className="block text-lg font-semibold text-forest underline-offset-4 group-hover:underline">
                    <Marked parts={r.title} />
                  </span>
                  <span className="mt-0.5 block text-sm text-deep-gold">{r.section}</span>
                  <span className="mt-1 block text-ink">
                    <Marked parts={r.snippet} />
                  </span>
                </>
              );
              const cls = "group block rounded-lg bg-white p-4 shadow-sm hover:shadow-md";
              return (
                <li key={r.id}>
                  {external ? (
                    <a data-result="" href={r.url} target="_blank" rel="noopener noreferrer" className={cls}>
                      {body}
                      <NewTabNote />
                    </a>
                  ) : (
                    <Link data-result="" href={r.url} className={cls}>
                      {body}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

function Marked({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-gold/40 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
