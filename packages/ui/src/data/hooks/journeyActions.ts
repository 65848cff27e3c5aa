// The journey's actions: a reviewer's decision, comments and time-limited access grants. Every
// write refreshes the journey reads, so the page shows what a reload would show.
import type {
  CommentInput,
  EvaluationReviewInput,
  Id,
  UserJourneyAccessInput,
  UserJourneyAccessQuery,
} from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

export type ReviewEvaluationSlice = PortSlice<"evaluations", "review">;

/** A reviewer's decision on an evaluation (`evaluation/{id}/`); an approval marks the company Approved. */
export function useReviewEvaluation() {
  return useAdapterMutation(
    "evaluations",
    (
      evaluations: ReviewEvaluationSlice["evaluations"],
      { id, input }: { id: Id; input: EvaluationReviewInput },
    ) => evaluations.review(id, input),
    // An answer can decide a gate (a decision record) and leaves the reviewer's My Reviews.
    ["journey", "companies", "evaluations", "decisions"],
  );
}

export type SaveCommentSlice = PortSlice<"comments", "create" | "update">;

/** Adds a comment (without an id) or changes the author's own (with one). */
export function useSaveComment() {
  return useAdapterMutation(
    "comments",
    (comments: SaveCommentSlice["comments"], { id, input }: { id: Id | null; input: CommentInput }) =>
      id === null ? comments.create(input) : comments.update(id, input),
    ["journey", "comments"],
  );
}

const journeyAccessListRead = (query: UserJourneyAccessQuery) =>
  adapterRead(["journeyAccess", "list", query], (access, options) => access.list(query, options));
export type JourneyAccessListSlice = SliceOf<typeof journeyAccessListRead>;

/** The grants on one journey item of one company. */
export function useJourneyAccessList(query: UserJourneyAccessQuery, enabled = true) {
  return useAdapterQuery(journeyAccessListRead(query), { enabled });
}

export type SaveJourneyAccessSlice = PortSlice<"journeyAccess", "create" | "update">;

/** Grants access (without an id) or changes a grant (with one; a revoke sets valid_days to 0). */
export function useSaveJourneyAccess() {
  return useAdapterMutation(
    "journeyAccess",
    (
      access: SaveJourneyAccessSlice["journeyAccess"],
      { id, input }: { id: Id | null; input: UserJourneyAccessInput },
    ) => (id === null ? access.create(input) : access.update(id, input)),
    ["journeyAccess", "journey"],
  );
}
