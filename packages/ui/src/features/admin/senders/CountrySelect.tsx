import { useMemo } from "react";
import { useCountries, type CountriesSlice } from "../../../data";
import { useFormField } from "../../../primitives/Form";
import { Select } from "../../../primitives/Select";

/** What CountrySelect reads of the adapter. */
export type CountrySelectAdapter = CountriesSlice;

export type CountrySelectProps = {
  /** The form value holding the country's name. */
  name: string;
  /** Visible label. */
  label: string;
  /** Marks the field required. Default: false. */
  required?: boolean;
};

/**
 * One country by name, from the list the product ships; typing a country's first letters moves to
 * it. A stored name the list no longer has is still offered, so an old record keeps its country.
 */
export function CountrySelect({ name, label, required = false }: CountrySelectProps) {
  const field = useFormField<string | null>(name);
  const countries = useCountries();
  const stored = field.value ?? "";
  const options = useMemo(() => {
    const names = countries.data ?? [];
    const all = stored !== "" && !names.includes(stored) ? [stored, ...names] : names;
    return all.map((country) => ({ value: country, label: country }));
  }, [countries.data, stored]);

  return (
    <Select
      label={label}
      required={required}
      options={options}
      value={stored === "" ? null : stored}
      onChange={(value) => field.setValue(value ?? "")}
      onBlur={field.onBlur}
      error={field.error}
      placeholder="Select a country"
      emptyText={
        countries.isPending ? "Loading…" : countries.isError ? "Could not load countries" : "No options"
      }
    />
  );
}
