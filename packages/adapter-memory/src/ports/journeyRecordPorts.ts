import {
  AdapterError,
  type CallNotesPort,
  CALL_NOTES_EMPTY_MESSAGE,
  callNotesHaveContent,
  callNotesStoredValues,
  callNotesWriteSchema,
  createdMessage,
  type EntryStatus,
  type FieldRefusal,
  type Id,
  recordCompanyRefusal,
  type SentSummaryEntry,
  type SummariesPort,
  summaryEntryWrites,
  summaryItemMessage,
  type SummaryListName,
  summaryStoredTexts,
  summaryWriteSchema,
  updatedMessage,
} from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedCallNotes, SeedSummary } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { toCallNotes, toSummary } from "../views/journeyViews";
import { addJourneyItem, journeyCompany, offeredTask, requireItemRead, touchItem } from "./journeyRules";

// The summary and call notes, written by the contract's rules (journeyRecordWrites), as the server
// writes them.

const SUMMARY_TITLE = "Summary";
const CALL_NOTES_TITLE = "Call notes";

function refused(refusal: FieldRefusal): AdapterError {
  return invalidField(refusal.field, refusal.message);
}

/** Call notes' input, refused when nothing in it is filled in, as the server and the form refuse it. */
async function callNotesInput(input: unknown) {
  const values = await validateInput(callNotesWriteSchema, input);
  if (!callNotesHaveContent(values)) throw new AdapterError(CALL_NOTES_EMPTY_MESSAGE, { status: 400 });
  return values;
}

type StoredEntry = { id: Id; position?: number; status?: EntryStatus };

/**
 * A summary list after a save (the contract's summaryEntryWrites), its entries' places kept as the
 * server keeps them; `saved` null for a new summary.
 */
function savedList<Stored extends StoredEntry, Sent extends SentSummaryEntry>(
  list: SummaryListName,
  saved: readonly Stored[] | null,
  sent: readonly Sent[],
  nextId: () => Id,
  content: (entry: Sent) => Omit<Stored, keyof StoredEntry>,
): Stored[] {
  const result = summaryEntryWrites(list, sent, saved && new Set(saved.map((entry) => entry.id)));
  if ("refusal" in result) throw refused(result.refusal);
  const entries = (saved ?? []).map((entry, index) => ({ ...entry, position: entry.position ?? index }));
  for (const write of result.writes) {
    if (write.kind === "insert") {
      entries.push({ ...content(write.entry), id: nextId(), position: write.position } as Stored & {
        position: number;
      });
      continue;
    }
    const at = entries.findIndex((entry) => entry.id === write.id);
    const stored = entries[at];
    if (!stored) continue;
    entries[at] =
      write.kind === "remove"
        ? { ...stored, status: "DELETED" }
        : { ...stored, ...content(write.entry), status: "EDITED", position: write.position };
  }
  return entries;
}

function counter(start: Id): () => Id {
  let current = start;
  return () => ++current;
}

function highestEntryId(state: MemoryState, list: SummaryListName): Id {
  let highest = 0;
  for (const summary of state.summaries)
    for (const entry of summary[list]) highest = Math.max(highest, entry.id);
  return highest;
}

/** The summary's lists after a save. */
function savedLists(
  state: MemoryState,
  saved: SeedSummary | null,
  values: {
    priority: (SentSummaryEntry & { prio: string })[];
    additional_fields: (SentSummaryEntry & { field_name: string; field_value: string })[];
  },
): Pick<SeedSummary, SummaryListName> {
  return {
    priority: savedList(
      "priority",
      saved?.priority ?? null,
      values.priority,
      counter(highestEntryId(state, "priority")),
      (entry) => ({ prio: entry.prio }),
    ),
    additional_fields: savedList(
      "additional_fields",
      saved?.additional_fields ?? null,
      values.additional_fields,
      counter(highestEntryId(state, "additional_fields")),
      (entry) => ({ field_name: entry.field_name, field_value: entry.field_value }),
    ),
  };
}

export function createSummariesPort({ state, call, now }: MemoryRuntime): SummariesPort {
  function find(id: Id): SeedSummary {
    const summary = state.summaries.find((entry) => entry.id === id);
    if (!summary) throw notFound();
    return summary;
  }

  return {
    get: (id, options) =>
      call(options, (user) => {
        const summary = find(id);
        requireItemRead(state, user, summary, now());
        return toSummary(summary);
      }),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(summaryWriteSchema, input);
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const task = offeredTask(state, values, ["SUMMARY"]);
        const lists = savedLists(state, null, values);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          message: summaryItemMessage(values, true) ?? null,
        });
        const summary: SeedSummary = {
          id: state.summaries.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1,
          company_id: company.id,
          journey_item: item.id,
          ...summaryStoredTexts(values),
          ...lists,
        };
        state.summaries.push(summary);
        return { message: createdMessage(SUMMARY_TITLE), data: toSummary(summary) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(summaryWriteSchema, input);
        const summary = find(id);
        const stamp = now();
        const refusal = recordCompanyRefusal(summary.company_id, values.company_id);
        if (refusal) throw refused(refusal);
        journeyCompany(state, user, summary.company_id, stamp);
        Object.assign(summary, summaryStoredTexts(values), savedLists(state, summary, values));
        touchItem(state, summary.journey_item, user, stamp);
        const message = summaryItemMessage(values, false);
        const item = state.journeyItems.find((entry) => entry.id === summary.journey_item);
        if (item && message !== undefined) item.message = message;
        return { message: updatedMessage(SUMMARY_TITLE), data: toSummary(summary) };
      }),
  };
}

export function createCallNotesPort({ state, call, now }: MemoryRuntime): CallNotesPort {
  function find(id: Id): SeedCallNotes {
    const notes = state.callNotes.find((entry) => entry.id === id);
    if (!notes) throw notFound();
    return notes;
  }

  return {
    get: (id, options) =>
      call(options, (user) => {
        const notes = find(id);
        requireItemRead(state, user, notes, now());
        return toCallNotes(notes);
      }),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await callNotesInput(input);
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const task = offeredTask(state, values, ["CALL NOTES"]);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {});
        const notes: SeedCallNotes = {
          id: state.callNotes.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1,
          company_id: company.id,
          journey_item: item.id,
          ...callNotesStoredValues(values),
        };
        state.callNotes.push(notes);
        return { message: createdMessage(CALL_NOTES_TITLE), data: toCallNotes(notes) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await callNotesInput(input);
        const notes = find(id);
        const stamp = now();
        const refusal = recordCompanyRefusal(notes.company_id, values.company_id);
        if (refusal) throw refused(refusal);
        journeyCompany(state, user, notes.company_id, stamp);
        Object.assign(notes, callNotesStoredValues(values));
        touchItem(state, notes.journey_item, user, stamp);
        return { message: updatedMessage(CALL_NOTES_TITLE), data: toCallNotes(notes) };
      }),
  };
}
