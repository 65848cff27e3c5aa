import {
  type FormDraft,
  type JourneyTarget,
  type Summary,
  type SummaryAdditionalField,
  summaryInitialValues,
  type SummaryInput,
  type SummaryPriority,
  type SummaryValues,
} from "@pipeline/contract";

/** The summary's text fields: every field but the two lists. */
export type SummaryTextField = Exclude<keyof SummaryValues, "priority" | "additional_fields">;

export const SUMMARY_TEXT_FIELDS = Object.keys(summaryInitialValues).filter(
  (name): name is SummaryTextField => name !== "priority" && name !== "additional_fields",
);

/**
 * A list entry as the form edits it. `key` tells the rows apart (a new entry has no id yet) and
 * never leaves the form; a saved entry removed here stays, hidden, as DELETED.
 */
type EntryDraft = { key: string; id?: number; status?: "DELETED" | null };
export type PriorityDraft = EntryDraft & { prio: string };
export type AdditionalFieldDraft = EntryDraft & { field_name: string; field_value: string };

export type SummaryDraft = Omit<FormDraft<SummaryValues>, "priority" | "additional_fields"> & {
  priority: PriorityDraft[];
  additional_fields: AdditionalFieldDraft[];
};

let nextKey = 0;
/** A key for a row added in this form. */
export function newRowKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function newSummaryDraft(): SummaryDraft {
  return { ...summaryInitialValues, priority: [], additional_fields: [] };
}

/** A saved summary as the form starts from it; entries the server still lists as DELETED are left out. */
export function summaryToDraft(summary: Summary): SummaryDraft {
  const draft = newSummaryDraft();
  for (const name of SUMMARY_TEXT_FIELDS) draft[name] = summary[name] ?? "";
  draft.priority = summary.priority
    .filter((entry) => entry.status !== "DELETED")
    .map((entry) => ({ key: `saved-${entry.id ?? newRowKey()}`, id: entry.id, prio: entry.prio }));
  draft.additional_fields = summary.additional_fields
    .filter((entry) => entry.status !== "DELETED")
    .map((entry) => ({
      key: `saved-${entry.id ?? newRowKey()}`,
      id: entry.id,
      field_name: entry.field_name,
      field_value: entry.field_value,
    }));
  return draft;
}

/**
 * A list of the form as the call takes it: a saved entry removed here goes as it was saved,
 * marked DELETED; a saved entry changed here is marked EDITED; an untouched one goes without a
 * status; a new one without id or status. `same` tells whether an entry still holds its saved values.
 */
function toEntries<Draft extends EntryDraft, Entry extends { id?: number; status?: "EDITED" | "DELETED" }>(
  drafts: readonly Draft[],
  saved: readonly Entry[],
  content: (draft: Draft) => Omit<Entry, "id" | "status">,
  same: (draft: Draft, entry: Entry) => boolean,
): Entry[] {
  return drafts.map((draft) => {
    const original = draft.id === undefined ? undefined : saved.find((entry) => entry.id === draft.id);
    if (draft.id === undefined || original === undefined) return content(draft) as Entry;
    if (draft.status === "DELETED") return { ...content(draft), id: draft.id, status: "DELETED" } as Entry;
    if (same(draft, original)) return { ...content(draft), id: draft.id } as Entry;
    return { ...content(draft), id: draft.id, status: "EDITED" } as Entry;
  });
}

/** The form's values as the summary call takes them; `saved` is the summary as loaded, if any. */
export function toSummaryInput(
  values: SummaryDraft,
  saved: Summary | null,
  target: JourneyTarget,
): SummaryInput {
  const texts = Object.fromEntries(
    SUMMARY_TEXT_FIELDS.map((name) => [name, (values[name] ?? "").trim()]),
  ) as Pick<Summary, SummaryTextField>;
  const priority = toEntries<PriorityDraft, SummaryPriority>(
    values.priority,
    saved?.priority ?? [],
    (draft) => ({ prio: draft.prio.trim() }),
    (draft, entry) => draft.prio.trim() === entry.prio,
  );
  const additional_fields = toEntries<AdditionalFieldDraft, SummaryAdditionalField>(
    values.additional_fields,
    saved?.additional_fields ?? [],
    (draft) => ({ field_name: draft.field_name.trim(), field_value: draft.field_value.trim() }),
    (draft, entry) =>
      draft.field_name.trim() === entry.field_name && draft.field_value.trim() === entry.field_value,
  );
  return { ...texts, priority, additional_fields, ...target };
}

/** The three years of the financial table, earliest first: two years before `today`'s, then that year. */
export function financialYears(today: Date): { third: number; second: number; last: number } {
  const year = today.getFullYear();
  return { third: year - 2, second: year - 1, last: year };
}
