import {
  ADAPTER_MESSAGES,
  addJourneyItemSchema,
  approvalSchema,
  createdMessage,
  type EvaluationsPort,
  evaluationStatusOf,
  type Id,
  journeyTargetSchema,
  type LinkedinPort,
  updatedMessage,
} from "@pipeline/contract";
import { mixed, object } from "yup";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedEvaluation } from "../state/MemorySeed";
import { nextId } from "../state/MemoryState";
import { isDecided, toEvaluation, toJourneyItem } from "../views/journeyViews";
import { createCommitteeEvaluationCalls } from "./committeePorts";
import { documentHashes, freezeDecision, gateSnapshot } from "./committeeRules";
import {
  addJourneyItem,
  checkActiveUsers,
  checkCompanyMembers,
  forbidden,
  JOURNEY_MESSAGES,
  journeyCompany,
  offeredTask,
  unique,
} from "./journeyRules";

const EVALUATION_TITLE = "Evaluation";
const LINKEDIN_TITLE = "LinkedIn message";
const PENDING_ONLY = "A new evaluation is PENDING";

// The Add Item form's own rules for each type, with the journey target the payload adds.
const evaluationSchema = addJourneyItemSchema
  .pick(["task_type", "reviewer_ids"])
  .concat(journeyTargetSchema)
  .concat(object({ status: mixed().oneOf(["PENDING"], PENDING_ONLY).default("PENDING") }));
const linkedinSchema = addJourneyItemSchema
  .pick(["task_type", "company_member_ids", "message", "date"])
  .concat(journeyTargetSchema);
const reviewSchema = approvalSchema.concat(object({ company_id: mixed(), journey_item_id: mixed() }));

export function createEvaluationsPort(runtime: MemoryRuntime): EvaluationsPort {
  const { state, call, now } = runtime;
  function find(id: Id): SeedEvaluation {
    const evaluation = state.evaluations.find((entry) => entry.id === id);
    if (!evaluation) throw notFound();
    return evaluation;
  }

  return {
    ...createCommitteeEvaluationCalls(runtime),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(evaluationSchema, { ...input, task_type: "EVALUATION" });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, now());
        const task = offeredTask(state, values, ["EVALUATION"]);
        // Reviewers are active users only.
        checkActiveUsers(state, "reviewer_ids", values.reviewer_ids);
        // A gate's evaluation takes its quorum and blind flag now, and needs that many reviewers.
        const gate = gateSnapshot(state, task, values.reviewer_ids);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          status: "PENDING",
        });
        const evaluation: SeedEvaluation = {
          id: nextId(state.evaluations),
          journey_item: item.id,
          reviewer_ids: unique(values.reviewer_ids),
          status: "PENDING",
          comment: null,
          answers: [],
          ...gate,
          round: 1,
          decided_at: null,
          created: stamp,
        };
        state.evaluations.push(evaluation);
        return { message: createdMessage(EVALUATION_TITLE), data: toEvaluation(state, evaluation, user) };
      }),
    review: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(reviewSchema, input);
        const evaluation = find(id);
        const item = state.journeyItems.find((entry) => entry.id === evaluation.journey_item);
        if (!item) throw notFound();
        // The documents' hashes a gate's decision freezes, read first: every check and change below
        // then happens at once, so two answers cannot both decide.
        const hashes =
          evaluation.quorum != null ? await documentHashes(state, item.company_id) : new Map<Id, string>();
        if (values.journey_item_id !== undefined && values.journey_item_id !== item.id) {
          throw invalidField("journey_item_id", ADAPTER_MESSAGES.invalidChoice);
        }
        if (values.company_id !== undefined && values.company_id !== item.company_id) {
          throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
        }
        // Only a listed reviewer who has not answered yet.
        const answered = evaluation.answers.some((answer) => answer.reviewer_id === user.pk);
        if (!evaluation.reviewer_ids.includes(user.pk) || answered) {
          throw forbidden(JOURNEY_MESSAGES.notReviewer);
        }
        const stamp = now();
        const status = values.status as Exclude<SeedEvaluation["status"], "PENDING">;
        const comment = {
          id: nextId(state.comments),
          company_id: item.company_id,
          journey_item: item.id,
          comment_text: values.comment,
          created_by: user.pk,
          modified_by: user.pk,
          created: stamp,
          modified: stamp,
        };
        state.comments.push(comment);
        evaluation.answers.push({
          reviewer_id: user.pk,
          status,
          comment: values.comment,
          at: stamp,
          comment_id: comment.id,
        });
        // The status is what all the answers of the round say together (a gate's quorum decides).
        const wasDecided = isDecided(evaluation.status);
        evaluation.status = evaluationStatusOf(
          evaluation.reviewer_ids.length,
          evaluation.answers,
          evaluation.quorum,
        );
        evaluation.comment = values.comment;
        Object.assign(item, { status: evaluation.status, modified: stamp, modified_by: user.pk });
        if (!wasDecided && isDecided(evaluation.status)) {
          evaluation.decided_at = stamp;
          // A gate's decision freezes what the committee saw, with the decision itself.
          if (evaluation.quorum != null) {
            state.decisionRecords.push(
              freezeDecision(state, {
                evaluation,
                item,
                round: evaluation.round ?? 1,
                answers: evaluation.answers,
                status: evaluation.status as "APPROVED" | "REJECTED",
                decided: stamp,
                decidedBy: user.pk,
                hashes,
              }),
            );
          }
        }
        return { message: updatedMessage(EVALUATION_TITLE), data: toEvaluation(state, evaluation, user) };
      }),
  };
}

export function createLinkedinPort({ state, call, now }: MemoryRuntime): LinkedinPort {
  return {
    create: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(linkedinSchema, { ...input, task_type: "LINKEDIN" });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, now());
        const task = offeredTask(state, values, ["LINKEDIN"]);
        checkCompanyMembers(state, company, "company_member_ids", values.company_member_ids);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {
          message: values.message ?? null,
          start_date: values.date ? values.date.toISOString() : null,
          member_ids: unique(values.company_member_ids),
        });
        return { message: createdMessage(LINKEDIN_TITLE), data: toJourneyItem(state, item, user) };
      }),
  };
}
