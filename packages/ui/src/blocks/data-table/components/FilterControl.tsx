import { LIST_LIMITS } from "@pipeline/contract";
import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import { MultiSelect } from "../../../primitives/MultiSelect";
import { Select } from "../../../primitives/Select";
import { TextField } from "../../../primitives/TextField";
import type { DataTableFilter } from "../types";

export type FilterControlProps<F extends string> = {
  filter: DataTableFilter<F>;
  /** The values picked, none for all. */
  values: string[];
  onChange: (values: string[]) => void;
};

/** What a "number" filter's box keeps of a text: its digits as a whole number, at most `max`. */
function wholeNumberText(text: string, max: number | undefined): string {
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "" || max === undefined) return digits;
  return Number(digits) > max ? String(max) : digits;
}

function applyText(current: { value: string; onChange: (values: string[]) => void }, typed: string) {
  const next = typed.trim();
  if (next !== current.value) current.onChange(next ? [next] : []);
}

/**
 * A typed filter: applied once typing pauses (as the search is), at once on Enter or on leaving
 * the box (a drawer closed right after typing keeps it). Cleared from outside (its chip removed),
 * the box empties. A "number" filter's box keeps only a whole number up to its largest.
 */
function TextFilterControl<F extends string>({ filter, values, onChange }: FilterControlProps<F>) {
  const value = values[0] ?? "";
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value === "") setText("");
  }
  const settled = useDebouncedValue(text, LIST_LIMITS.searchDebounceMs);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  // Only a pause in typing applies here: the value changing from outside must not re-apply the text.
  useEffect(() => applyText(latest.current, settled), [settled]);
  const apply = (typed: string) => applyText(latest.current, typed);

  return (
    <TextField
      label={filter.label}
      value={text}
      placeholder="Any"
      inputMode="numeric"
      autoComplete="off"
      onChange={(event) =>
        setText(
          filter.kind === "number" ? wholeNumberText(event.target.value, filter.max) : event.target.value,
        )
      }
      onBlur={() => apply(text)}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply(text);
      }}
    />
  );
}

/** One list filter: a select with "All" for one-value filters, a multi-select otherwise, a box for typed ones. */
export function FilterControl<F extends string>({ filter, values, onChange }: FilterControlProps<F>) {
  if (filter.kind === "text" || filter.kind === "number")
    return <TextFilterControl filter={filter} values={values} onChange={onChange} />;
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
