import type { LookupKind } from "@pipeline/contract";

/** The words and rules of one reference list's admin screens; the screens themselves are shared. */
export type LookupScreen = {
  /** Title of the list page (admin-portal 2.10), as the sidebar names it: "Practice", "Confidence Level". */
  title: string;
  /** The entry as headings name it: "Add Practice", "Update Practice". */
  noun: string;
  /** Plural for sentences, e.g. "No practices yet". */
  plural: string;
  /** Label of the name field, also the header of the column that links to the form. */
  labelField: string;
  /** Label of the value field, for the one list whose entries carry a typed value. */
  valueField?: string;
};

export const LOOKUP_SCREENS: Record<LookupKind, LookupScreen> = {
  location: {
    title: "Location",
    noun: "Location",
    plural: "locations",
    labelField: "Location Name",
  },
  practice: {
    title: "Practice",
    noun: "Practice",
    plural: "practices",
    labelField: "Practice Name",
  },
  currency: {
    title: "Currency",
    noun: "Currency",
    plural: "currencies",
    labelField: "Currency",
  },
  "company-type": {
    title: "Company Type",
    noun: "Company Type",
    plural: "company types",
    labelField: "Company Type",
  },
  "company-member-designation": {
    title: "Designation",
    noun: "Designation",
    plural: "designations",
    labelField: "Company Member Designation",
  },
  "confidence-level": {
    title: "Confidence Level",
    noun: "Confidence Level",
    plural: "confidence levels",
    labelField: "Confidence Level Name",
    valueField: "Confidence Level Value",
  },
  industry: {
    title: "Industry",
    noun: "Industry",
    plural: "industries",
    labelField: "Industry",
  },
};
