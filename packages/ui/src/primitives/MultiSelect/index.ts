export { MultiSelect, type MultiSelectProps } from "./MultiSelect";
