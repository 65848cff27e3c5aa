import { COMPANY_PICKER_LIMITS, type CompanyOption, type Id } from "@pipeline/contract";
import { useCallback, useState } from "react";
import { useCompanySearch, type CompanySearchSlice } from "../../../data";
import { Combobox, type ComboboxLoadOptions, type ComboboxOption } from "../../../primitives/Combobox";
import { useFormField } from "../../../primitives/Form";
import { valuesToIds } from "../../../primitives/Form/FormIdFields";

/** How a company reads in the picker and on its chip: "name (website)", or the name alone. */
export function companyOptionLabel(company: CompanyOption): string {
  return company.website ? `${company.company_name} (${company.website})` : company.company_name;
}

function toOption(company: CompanyOption): ComboboxOption {
  return { value: String(company.id), label: companyOptionLabel(company) };
}

/** What CompanyPicker reads of the adapter. */
export type CompanyPickerAdapter = CompanySearchSlice;

export type CompanyPickerProps = {
  /** Path of the company id list in the form's values. */
  name: string;
  /** Visible label. */
  label: string;
  /** The companies already chosen, so their chips can be named before any search. Default: none. */
  initialCompanies?: readonly CompanyOption[];
  /** Text in the empty box. Default: "Search companies…". */
  placeholder?: string;
};

/**
 * Several companies, searched on the server as the user types (1 to 20 characters, after a pause,
 * a few matches per search), bound to a form value of company ids.
 */
export function CompanyPicker({
  name,
  label,
  initialCompanies = [],
  placeholder = "Search companies…",
}: CompanyPickerProps) {
  const field = useFormField<Id[] | null>(name);
  const search = useCompanySearch();
  // Labels of every company seen, so a chip keeps its name after the search that found it is gone.
  const [known, setKnown] = useState(
    () => new Map(initialCompanies.map((company) => [String(company.id), toOption(company)])),
  );
  const selected = (field.value ?? []).map(
    (id) => known.get(String(id)) ?? { value: String(id), label: `#${id}` },
  );

  const loadOptions = useCallback<ComboboxLoadOptions>(
    async (text, { signal }) => {
      const companies = await search(text, { signal });
      return companies.slice(0, COMPANY_PICKER_LIMITS.resultsPerSearch).map(toOption);
    },
    [search],
  );

  function handleChange(options: ComboboxOption[]) {
    setKnown((current) => {
      const next = new Map(current);
      for (const option of options) next.set(option.value, option);
      return next;
    });
    field.setValue(valuesToIds(options.map((option) => option.value)));
  }

  return (
    <Combobox
      multiple
      label={label}
      placeholder={placeholder}
      loadOptions={loadOptions}
      debounceMs={COMPANY_PICKER_LIMITS.debounceMs}
      minLength={COMPANY_PICKER_LIMITS.minSearchChars}
      maxLength={COMPANY_PICKER_LIMITS.maxSearchChars}
      value={selected}
      onChange={handleChange}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
