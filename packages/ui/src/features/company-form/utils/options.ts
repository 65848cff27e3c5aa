import type { Id } from "@pipeline/contract";
import type { ComboboxOption as ListOption } from "../../../primitives/Combobox";

/** The labels of some ids, in the order of the ids; unknown ids are left out. */
export function labelsOf(ids: readonly Id[] | null | undefined, options: readonly ListOption[]): string[] {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (ids ?? []).flatMap((id) => labels.get(String(id)) ?? []);
}
