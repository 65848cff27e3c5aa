import type { Company, LabelRef, LookupKind } from "@pipeline/contract";
import { useLookupOptions, type LookupOptionsSlice } from "../../../data";
import type { ComboboxOption } from "../../../primitives/Combobox";
import { lookupChoices } from "../../../blocks/form-layout";

/** What the form's selects read of the adapter. */
export type CompanyFormOptionsSlice = LookupOptionsSlice;

export type CompanyFormOptions = {
  /** Locations, also the choices of the country. */
  location: ComboboxOption[];
  country: ComboboxOption[];
  currency: ComboboxOption[];
  industry: ComboboxOption[];
  practice: ComboboxOption[];
  companyType: ComboboxOption[];
  confidenceLevel: ComboboxOption[];
  designation: ComboboxOption[];
  /** Whether some list is still loading, for the controls' empty text. */
  loading: boolean;
};

function held(ref: LabelRef | null | undefined): LabelRef[] {
  return ref ? [ref] : [];
}

function useChoices(kind: LookupKind) {
  const query = useLookupOptions(kind);
  return {
    query,
    choices: (heldEntries: readonly LabelRef[]) => lookupChoices(query.data ?? [], heldEntries),
  };
}

/**
 * The choices of every select of the company form: each list's active entries, plus the inactive
 * entries the company being updated still holds.
 */
export function useCompanyFormOptions(company: Company | null): CompanyFormOptions {
  const location = useChoices("location");
  const currency = useChoices("currency");
  const industry = useChoices("industry");
  const practice = useChoices("practice");
  const companyType = useChoices("company-type");
  const confidenceLevel = useChoices("confidence-level");
  const designation = useChoices("company-member-designation");
  const queries = [location, currency, industry, practice, companyType, confidenceLevel, designation];
  return {
    location: location.choices(company?.location ?? []),
    country: location.choices(held(company?.country)),
    currency: currency.choices(held(company?.currency)),
    industry: industry.choices(held(company?.industry)),
    practice: practice.choices(held(company?.practice)),
    companyType: companyType.choices(company?.company_type ?? []),
    confidenceLevel: confidenceLevel.choices(held(company?.confidence_level)),
    designation: designation.choices([]),
    loading: queries.some(({ query }) => query.isPending),
  };
}
