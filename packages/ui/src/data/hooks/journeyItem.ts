// What the Add Item dialog, the summary form and the call-notes form read and write. Every write
// refreshes the company's journey and the company lists (Last Stage & Task, the dashboard), so
// the page shows what a reload would show.
import type {
  CallNotesInput,
  EmailTemplateRequest,
  EvaluationCreateInput,
  Id,
  LinkedinInput,
  PortName,
  SummaryInput,
} from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

/** The reads a journey write makes stale: the timeline, the companies table and the dashboard. */
const JOURNEY_WRITE_INVALIDATES: readonly PortName[] = ["journey", "companies"];

const emailTemplateRead = (request: EmailTemplateRequest) =>
  adapterRead(["emailTemplates", "get", request], (templates, options) => templates.get(request, options));
export type EmailTemplateSlice = SliceOf<typeof emailTemplateRead>;

/**
 * The template text of a task (by the task's name), filled for the company and the member the
 * request names; asked only while `enabled`.
 */
export function useEmailTemplate(request: EmailTemplateRequest, enabled = true) {
  return useAdapterQuery(emailTemplateRead(request), { enabled });
}

const summaryRead = (id: Id | null) =>
  adapterRead(["summaries", "get", id], (summaries, options) => summaries.get(id ?? 0, options));
export type SummarySlice = SliceOf<typeof summaryRead>;

/** A saved summary; nothing is asked without an id. */
export function useSummary(id: Id | null) {
  return useAdapterQuery(summaryRead(id), { enabled: id !== null });
}

const callNotesRead = (id: Id | null) =>
  adapterRead(["callNotes", "get", id], (callNotes, options) => callNotes.get(id ?? 0, options));
export type CallNotesSlice = SliceOf<typeof callNotesRead>;

/** Saved call notes; nothing is asked without an id. */
export function useCallNotes(id: Id | null) {
  return useAdapterQuery(callNotesRead(id), { enabled: id !== null });
}

export type CreateEvaluationSlice = PortSlice<"evaluations", "create">;

/** Asks the chosen reviewers for a decision: a PENDING evaluation on the company's journey. */
export function useCreateEvaluation() {
  return useAdapterMutation(
    "evaluations",
    (evaluations: CreateEvaluationSlice["evaluations"], input: EvaluationCreateInput) =>
      evaluations.create(input),
    // The reviewers asked have one more review waiting (My Reviews).
    [...JOURNEY_WRITE_INVALIDATES, "evaluations"],
  );
}

export type CreateLinkedinSlice = PortSlice<"linkedin", "create">;

/** Records a LinkedIn message sent to members of the company. */
export function useCreateLinkedin() {
  return useAdapterMutation(
    "linkedin",
    (linkedin: CreateLinkedinSlice["linkedin"], input: LinkedinInput) => linkedin.create(input),
    JOURNEY_WRITE_INVALIDATES,
  );
}

export type SaveSummarySlice = PortSlice<"summaries", "create" | "update">;

/** Creates the summary without an id, updates it with one. */
export function useSaveSummary() {
  return useAdapterMutation(
    "summaries",
    (summaries: SaveSummarySlice["summaries"], { id, input }: { id: Id | null; input: SummaryInput }) =>
      id === null ? summaries.create(input) : summaries.update(id, input),
    ["summaries", ...JOURNEY_WRITE_INVALIDATES],
  );
}

export type SaveCallNotesSlice = PortSlice<"callNotes", "create" | "update">;

/** Creates the call notes without an id, updates them with one. */
export function useSaveCallNotes() {
  return useAdapterMutation(
    "callNotes",
    (callNotes: SaveCallNotesSlice["callNotes"], { id, input }: { id: Id | null; input: CallNotesInput }) =>
      id === null ? callNotes.create(input) : callNotes.update(id, input),
    ["callNotes", ...JOURNEY_WRITE_INVALIDATES],
  );
}
