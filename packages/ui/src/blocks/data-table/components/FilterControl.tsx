import { MultiSelect } from "../../../primitives/MultiSelect";
import { Select } from "../../../primitives/Select";
import type { DataTableFilter } from "../types";

export type FilterControlProps<F extends string> = {
  filter: DataTableFilter<F>;
  /** The values picked, none for all. */
  values: string[];
  onChange: (values: string[]) => void;
};

/** One list filter: a select with "All" for one-value filters, a multi-select otherwise. */
export function FilterControl<F extends string>({ filter, values, onChange }: FilterControlProps<F>) {
  return filter.single ? (
    <Select
      label={filter.label}
      placeholder="All"
      options={[{ value: "", label: "All" }, ...filter.options]}
      value={values[0] ?? ""}
      onChange={(value) => onChange(value ? [value] : [])}
    />
  ) : (
    <MultiSelect
      label={filter.label}
      placeholder="All"
      options={filter.options}
      value={values}
      onChange={onChange}
    />
  );
}
