import type { ActionActor, ActionRefusal } from "./actionRules";
import { actsAsSuperAdmin } from "./actionRules";
import type { Id } from "./entities/common";
import type { EvaluationStatus, JourneyItemDefinition } from "./entities/journey";
import type { Gate } from "./entities/committee";

// The investment committee's rules, read by the server before it writes and by the screens before
// they offer an action: a stage's gate holds back every later stage until the company's gate
// evaluation is APPROVED; a blind evaluation keeps the answers from a reviewer who has not given
// theirs; a SUPER_ADMIN may reopen a decided evaluation.

export const COMMITTEE_MESSAGES = {
  reopenNotSuperAdmin: "Only a SUPER_ADMIN can reopen a decision.",
  reopenUndecided: "Only a decided evaluation can be reopened.",
  reasonRequired: "Reason is required",
  decisionNotFound: "Decision record not found.",
  evaluationNotFound: "Evaluation not found.",
} as const;

/** The 409 of a task added past a gate the company has not passed. */
export function gateNotPassedMessage(stageLabel: string): string {
  return `This company has not passed the ${stageLabel} committee yet.`;
}

/** The 400 of a gate evaluation asked of fewer reviewers than its quorum. */
export function quorumReviewersMessage(quorum: number): string {
  return `At least ${quorum} reviewers are required for this committee.`;
}

/** The gate of a task of the journey, or null when it is none. */
export function gateOfTask(definitions: readonly JourneyItemDefinition[], taskId: Id): Gate | null {
  for (const { tasks } of definitions) {
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (task) return task.type === "EVALUATION" ? (task.gate ?? null) : null;
  }
  return null;
}

/** A company's evaluation as the gate rule reads it: its task and status, in creation order. */
export type GateEvaluationFacts = { taskId: Id; status: EvaluationStatus | string | null };

/**
 * The first gate a task of `stageId` lies beyond that the company has not passed, or null. A gate
 * is passed when the company's latest evaluation of the gate's task is APPROVED; a company with no
 * such evaluation, or one PENDING or REJECTED, has not passed it. Tasks of the gate's own stage and
 * earlier ones stay open. An inactive or unknown stage is held back by no gate.
 */
export function unpassedGate(
  definitions: readonly JourneyItemDefinition[],
  evaluations: readonly GateEvaluationFacts[],
  stageId: Id,
): { stage: { id: Id; label: string }; taskId: Id } | null {
  const target = definitions.find((definition) => definition.stage.id === stageId);
  if (!target) return null;
  const ordered = [...definitions].sort((a, b) => a.stage.order - b.stage.order || a.stage.id - b.stage.id);
  for (const { stage, tasks } of ordered) {
    if (
      stage.order > target.stage.order ||
      (stage.order === target.stage.order && stage.id >= target.stage.id)
    )
      break;
    for (const task of tasks) {
      if (task.type !== "EVALUATION" || !task.gate) continue;
      const latest = evaluations.filter((evaluation) => evaluation.taskId === task.id).at(-1);
      if (latest?.status !== "APPROVED")
        return { stage: { id: stage.id, label: stage.label }, taskId: task.id };
    }
  }
  return null;
}

/** Adding a task of `stageId`: refused (409) while a gate before it is not passed. */
export function gateRefusal(
  definitions: readonly JourneyItemDefinition[],
  evaluations: readonly GateEvaluationFacts[],
  stageId: Id,
): ActionRefusal | null {
  const gate = unpassedGate(definitions, evaluations, stageId);
  return gate ? { status: 409, message: gateNotPassedMessage(gate.stage.label) } : null;
}

/** What seeing an evaluation's answers depends on. */
export type BlindFacts = {
  blind: boolean;
  status: EvaluationStatus | string | null;
  /** The reviewers who have answered in the current round. */
  answeredBy: readonly Id[];
};

/**
 * Whether the other reviewers' answers are kept from the user: a blind evaluation, not decided,
 * that they have not answered. Once it is decided everyone who sees the item sees every answer.
 */
export function answersHiddenFrom(viewer: Id, evaluation: BlindFacts): boolean {
  if (!evaluation.blind) return false;
  if (evaluation.status === "APPROVED" || evaluation.status === "REJECTED") return false;
  return !evaluation.answeredBy.includes(viewer);
}

/**
 * The reviewers whose answers are kept from the user (none unless `answersHiddenFrom`): neither
 * their answers, their comments, nor their names as the item's last editor reach the user.
 */
export function answerersHiddenFrom(viewer: Id, evaluation: BlindFacts): Set<Id> {
  if (!answersHiddenFrom(viewer, evaluation)) return new Set();
  return new Set(evaluation.answeredBy.filter((reviewer) => reviewer !== viewer));
}

/** Reopen: for a SUPER_ADMIN (acting as one), of an evaluation that is decided. */
export function reopenRefusal(
  actor: ActionActor,
  evaluation: { status: EvaluationStatus | string | null },
): ActionRefusal | null {
  if (!actsAsSuperAdmin(actor)) return { status: 403, message: COMMITTEE_MESSAGES.reopenNotSuperAdmin };
  if (evaluation.status !== "APPROVED" && evaluation.status !== "REJECTED")
    return { status: 409, message: COMMITTEE_MESSAGES.reopenUndecided };
  return null;
}

export function canReopenEvaluation(
  actor: ActionActor,
  evaluation: { status: EvaluationStatus | string | null },
): boolean {
  return reopenRefusal(actor, evaluation) === null;
}

/** Whole days from `since` to `now` (both ISO instants), never negative. */
export function daysBetween(since: string, now: string): number {
  const days = Math.floor((Date.parse(now) - Date.parse(since)) / 86_400_000);
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** Characters a file name cannot hold on some systems. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/**
 * "Decision record - Kavach Robotics - Evaluation.pdf": the name a decision record's PDF is saved
 * under, from the names the record froze (the server's attachment and the page's download agree).
 */
export function decisionPdfName(record: {
  company: { company_name: string };
  stage: { label: string };
}): string {
  const part = (text: string) => text.replace(UNSAFE_IN_FILE_NAME, " ").replace(/\s+/g, " ").trim();
  return `Decision record - ${part(record.company.company_name)} - ${part(record.stage.label)}.pdf`;
}
