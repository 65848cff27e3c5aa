import {
  ADAPTER_MESSAGES,
  AdapterError,
  type CallNotesPort,
  CALL_NOTES_EMPTY_MESSAGE,
  CALL_NOTES_TEXT_FIELDS,
  callNotesHaveContent,
  callNotesSchema,
  createdMessage,
  type EntryStatus,
  type Id,
  journeyTargetSchema,
  type SummariesPort,
  SUMMARY_TEXT_FIELDS,
  summarySchema,
  updatedMessage,
} from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedCallNotes, SeedSummary } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { toCallNotes, toSummary } from "../views/journeyViews";
import { addJourneyItem, journeyCompany, offeredTask, requireItemRead, touchItem } from "./journeyRules";

const SUMMARY_TITLE = "Summary";
const CALL_NOTES_TITLE = "Call notes";

const summaryInputSchema = summarySchema.concat(journeyTargetSchema);
const callNotesInputSchema = callNotesSchema.concat(journeyTargetSchema);

/** Call notes' input, refused when nothing in it is filled in, as the server and the form refuse it. */
async function callNotesInput(input: unknown) {
  const values = await validateInput(callNotesInputSchema, input);
  if (!callNotesHaveContent(values)) throw new AdapterError(CALL_NOTES_EMPTY_MESSAGE, { status: 400 });
  return values;
}

function texts<K extends string>(
  keys: readonly K[],
  values: Partial<Record<K, string | null | undefined>>,
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, values[key] ?? ""])) as Record<K, string>;
}

type Entry = { id?: Id; status?: EntryStatus | null };
type StoredEntry = { id: Id; status?: EntryStatus };

/**
 * Applies a summary list as the form sends it to the saved one: an entry with an id and EDITED
 * changes it, with DELETED marks it deleted (kept, hidden); an entry without an id joins; entries
 * left out or unmarked stay as they are. An id naming no entry of this summary is refused.
 */
function mergeEntries<S extends StoredEntry, E extends Entry>(
  field: string,
  saved: readonly S[],
  sent: readonly E[],
  nextId: () => Id,
  toStored: (entry: E, id: Id, status: EntryStatus | undefined) => S,
): S[] {
  const merged = saved.map((entry) => ({ ...entry }));
  for (const [index, entry] of sent.entries()) {
    if (entry.id === undefined || entry.id === null) {
      if (entry.status === "DELETED") continue;
      merged.push(toStored(entry, nextId(), undefined));
      continue;
    }
    const position = merged.findIndex((stored) => stored.id === entry.id && stored.status !== "DELETED");
    const stored = merged[position];
    if (!stored) throw invalidField(`${field}.${index}.id`, ADAPTER_MESSAGES.invalidChoice);
    if (entry.status === "DELETED") merged[position] = { ...stored, status: "DELETED" };
    else if (entry.status === "EDITED") merged[position] = toStored(entry, entry.id, "EDITED");
  }
  return merged;
}

function counter(start: Id): () => Id {
  let current = start;
  return () => ++current;
}

function highestEntryId(state: MemoryState, list: "priority" | "additional_fields"): Id {
  let highest = 0;
  for (const summary of state.summaries)
    for (const entry of summary[list]) highest = Math.max(highest, entry.id);
  return highest;
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
        const values = await validateInput(summaryInputSchema, input);
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, now());
        const task = offeredTask(state, values, ["SUMMARY"]);
        const priorities = mergeEntries(
          "priority",
          [],
          values.priority,
          counter(highestEntryId(state, "priority")),
          (entry, id) => ({ id, prio: entry.prio }),
        );
        const fields = mergeEntries(
          "additional_fields",
          [],
          values.additional_fields,
          counter(highestEntryId(state, "additional_fields")),
          (entry, id) => ({ id, field_name: entry.field_name, field_value: entry.field_value }),
        );
        const text = texts(SUMMARY_TEXT_FIELDS, values);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          message: text.comments || null,
        });
        const summary: SeedSummary = {
          id: state.summaries.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1,
          company_id: company.id,
          journey_item: item.id,
          ...text,
          priority: priorities,
          additional_fields: fields,
        };
        state.summaries.push(summary);
        return { message: createdMessage(SUMMARY_TITLE), data: toSummary(summary) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(summaryInputSchema, input);
        const summary = find(id);
        const stamp = now();
        journeyCompany(state, user, summary.company_id, now());
        if (values.company_id !== summary.company_id) {
          throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
        }
        const priorities = mergeEntries(
          "priority",
          summary.priority,
          values.priority,
          counter(highestEntryId(state, "priority")),
          (entry, entryId, status) => ({ id: entryId, prio: entry.prio, ...(status ? { status } : {}) }),
        );
        const fields = mergeEntries(
          "additional_fields",
          summary.additional_fields,
          values.additional_fields,
          counter(highestEntryId(state, "additional_fields")),
          (entry, entryId, status) => ({
            id: entryId,
            field_name: entry.field_name,
            field_value: entry.field_value,
            ...(status ? { status } : {}),
          }),
        );
        const text = texts(SUMMARY_TEXT_FIELDS, values);
        Object.assign(summary, text, { priority: priorities, additional_fields: fields });
        touchItem(state, summary.journey_item, user, stamp);
        const item = state.journeyItems.find((entry) => entry.id === summary.journey_item);
        if (item) item.message = text.comments || null;
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
        const company = journeyCompany(state, user, values.company_id, now());
        const task = offeredTask(state, values, ["CALL NOTES"]);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {});
        const notes: SeedCallNotes = {
          id: state.callNotes.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1,
          company_id: company.id,
          journey_item: item.id,
          ...texts(CALL_NOTES_TEXT_FIELDS, values),
          funding_projection_done: values.funding_projection_done,
        };
        state.callNotes.push(notes);
        return { message: createdMessage(CALL_NOTES_TITLE), data: toCallNotes(notes) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await callNotesInput(input);
        const notes = find(id);
        const stamp = now();
        journeyCompany(state, user, notes.company_id, now());
        if (values.company_id !== notes.company_id) {
          throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
        }
        Object.assign(notes, texts(CALL_NOTES_TEXT_FIELDS, values), {
          funding_projection_done: values.funding_projection_done,
        });
        touchItem(state, notes.journey_item, user, stamp);
        return { message: updatedMessage(CALL_NOTES_TITLE), data: toCallNotes(notes) };
      }),
  };
}
