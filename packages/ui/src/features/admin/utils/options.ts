import type { LabelRef, LookupOption } from "@pipeline/contract";
import type { ComboboxOption as ListOption } from "../../../primitives/Combobox";

/**
 * The options of a multi-select of ids: the active entries of the list, then any entry the record
 * already holds that is no longer offered (inactive), so its chip still shows and is kept on save.
 */
export function idOptions(offered: readonly LookupOption[], held: readonly LabelRef[] = []): ListOption[] {
  const options = offered.map((entry) => ({ value: String(entry.id), label: entry.label }));
  const known = new Set(options.map((option) => option.value));
  for (const entry of held) {
    if (!known.has(String(entry.id))) options.push({ value: String(entry.id), label: entry.label });
  }
  return options;
}
