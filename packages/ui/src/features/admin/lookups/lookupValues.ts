import {
  type ConfidenceLevelFormValues,
  confidenceLevelInitialValues,
  type FormDraft,
  type Lookup,
  type LookupInput,
  type LookupKind,
} from "@pipeline/contract";

/** The values of every reference-list form; `name` is typed only for confidence levels. */
export type LookupDraft = FormDraft<ConfidenceLevelFormValues>;

/** A new entry: empty, active. */
export function newLookupValues(): LookupDraft {
  return { ...confidenceLevelInitialValues };
}

/** The form's values for a stored entry. */
export function lookupToValues(entry: Lookup): LookupDraft {
  return { label: entry.label, name: entry.name, order: entry.order, is_active: entry.is_active };
}

/**
 * The payload of a save. Confidence levels send the value typed as `name`; the other lists send
 * the upper-cased label, as the server also derives it.
 */
export function lookupInput(kind: LookupKind, values: LookupDraft): LookupInput {
  const label = (values.label ?? "").trim();
  return {
    label,
    name: kind === "confidence-level" ? (values.name ?? "").trim() : label.toUpperCase(),
    order: values.order ?? 0,
    is_active: values.is_active ?? true,
  };
}
