export {
  Combobox,
  type ComboboxMultipleProps,
  type ComboboxProps,
  type ComboboxSingleProps,
} from "./Combobox";
export type { LoadOptions as ComboboxLoadOptions } from "../listbox/useAsyncOptions";
export type { ListOption as ComboboxOption } from "../listbox/types";
