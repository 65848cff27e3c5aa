export { Select, type SelectProps } from "./Select";
export type { ListOption as SelectOption } from "../listbox/types";
