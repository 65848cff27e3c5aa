import type { Id, LabelRef, LookupOption } from "@pipeline/contract";
import type { ComboboxOption as ListOption } from "../../../primitives/Combobox";

/**
 * The choices of a lookup: its active entries, then any entry the company already holds that is
 * no longer offered (inactive), so the saved choice still shows and is kept on save.
 */
export function lookupChoices(
  offered: readonly LookupOption[],
  held: readonly LabelRef[] = [],
): ListOption[] {
  const options = offered.map((entry) => ({ value: String(entry.id), label: entry.label }));
  const known = new Set(options.map((option) => option.value));
  for (const entry of held) {
    if (!known.has(String(entry.id))) options.push({ value: String(entry.id), label: entry.label });
  }
  return options;
}

/** The labels of some ids, in the order of the ids; unknown ids are left out. */
export function labelsOf(ids: readonly Id[] | null | undefined, options: readonly ListOption[]): string[] {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (ids ?? []).flatMap((id) => labels.get(String(id)) ?? []);
}
