import { Type } from "typebox";
import { COMMITTEE_LIMITS } from "../limits";
import { IsoDateTime, Nullable } from "./common";
import { UserShortSchema } from "./users";

// The committee's parts an evaluation and the journey's definition carry (the records themselves
// are in committee.ts).

/**
 * An EVALUATION task that gates its stage: no task of a later stage is added until the company's
 * evaluation of it is APPROVED, which `quorum` approvals decide. A blind gate keeps each reviewer
 * from the other answers until they have given theirs.
 */
export const GateSchema = Type.Object({
  quorum: Type.Integer({
    minimum: 1,
    maximum: COMMITTEE_LIMITS.quorumMax,
    description: "The approvals that decide the gate",
  }),
  blind: Type.Boolean({ description: "Reviewers see the other answers only once they have given theirs" }),
});

/** The status a decided gate, or a decision record, carries. */
export const DECISION_STATUSES = ["APPROVED", "REJECTED"] as const;

/** A decision record as its evaluation names it. */
export const DecisionRecordRefSchema = Type.Object({
  id: Type.Integer(),
  /** The evaluation's round it decided. */
  round: Type.Integer(),
  status: Type.Enum(DECISION_STATUSES),
  decided: IsoDateTime,
});

/** A reopening of a decided evaluation. */
export const EvaluationReopeningRefSchema = Type.Object({
  /** The round that was decided and reopened. */
  round: Type.Integer(),
  reason: Type.String(),
  reopened_by: Nullable(UserShortSchema),
  created: IsoDateTime,
});
