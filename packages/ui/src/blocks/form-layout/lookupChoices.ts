import type { LabelRef, LookupOption } from "@pipeline/contract";
import type { ComboboxOption } from "../../primitives/Combobox";

/**
 * The choices of a lookup in a form: its active entries, then any entry the record already holds
 * that is no longer offered (inactive), so the saved choice still shows and is kept on save.
 */
export function lookupChoices(
  offered: readonly LookupOption[],
  held: readonly LabelRef[] = [],
): ComboboxOption[] {
  const options = offered.map((entry) => ({ value: String(entry.id), label: entry.label }));
  const known = new Set(options.map((option) => option.value));
  for (const entry of held) {
    if (!known.has(String(entry.id))) options.push({ value: String(entry.id), label: entry.label });
  }
  return options;
}
