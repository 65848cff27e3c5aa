/** One choice of a Select, MultiSelect or Combobox. */
export type ListOption = {
  /** What the choice stands for; unique among the options. */
  value: string;
  /** What the user reads and types to find it. */
  label: string;
  /** Shown but not pickable. Default: false. */
  disabled?: boolean;
};

/** Shared `itemToString` / `itemToKey` / `isItemDisabled` for downshift. */
export const optionToString = (option: ListOption | null): string => option?.label ?? "";
export const optionToKey = (option: ListOption | null): string | null => option?.value ?? null;
export const isOptionDisabled = (option: ListOption): boolean => option.disabled === true;

/** Options whose label contains `query`, ignoring case and surrounding spaces. */
export function filterOptions(options: ListOption[], query: string): ListOption[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return options;
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/** `selected` with `option` added, or without it when it was already there. */
export function toggleOption(selected: ListOption[], option: ListOption): ListOption[] {
  return selected.some((item) => item.value === option.value)
    ? selected.filter((item) => item.value !== option.value)
    : [...selected, option];
}
