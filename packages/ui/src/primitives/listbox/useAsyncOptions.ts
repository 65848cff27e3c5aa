import { useEffect, useEffectEvent, useState } from "react";
import type { ListOption } from "./types";

/** Fetches the options matching `query`; it should stop when `signal` aborts. */
export type LoadOptions = (query: string, options: { signal: AbortSignal }) => Promise<ListOption[]>;

/** Where a search stands, as the listbox shows it. */
export type SearchState =
  | { kind: "tooShort"; minLength: number }
  | { kind: "tooLong"; maxLength: number }
  | { kind: "loading" }
  | { kind: "done"; options: ListOption[] }
  | { kind: "failed" };

type Outcome = { query: string; options: ListOption[] } | { query: string; failed: true };

type AsyncOptionsSettings = {
  query: string;
  loadOptions: LoadOptions;
  debounceMs: number;
  minLength: number;
  maxLength: number;
};

/**
 * Searches after typing pauses for `debounceMs`, only for queries within the length limits. Each new
 * query aborts the search before it, so a slow early answer never replaces a later one.
 */
export function useAsyncOptions({
  query,
  loadOptions,
  debounceMs,
  minLength,
  maxLength,
}: AsyncOptionsSettings): SearchState {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const term = query.trim();
  const searchable = term.length >= minLength && term.length <= maxLength;
  const load = useEffectEvent(loadOptions);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      load(term, { signal: controller.signal }).then(
        (options) => {
          if (!controller.signal.aborted) setOutcome({ query: term, options });
        },
        () => {
          if (!controller.signal.aborted) setOutcome({ query: term, failed: true });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable, debounceMs]);

  if (term.length < minLength) return { kind: "tooShort", minLength };
  if (term.length > maxLength) return { kind: "tooLong", maxLength };
  if (outcome === null || outcome.query !== term) return { kind: "loading" };
  return "failed" in outcome ? { kind: "failed" } : { kind: "done", options: outcome.options };
}
