/**
 * What the conformance suite needs from the adapter it is given. Everything else it creates
 * through the adapter itself, labelled with a token unique to the run, so one admin on an
 * otherwise empty database is enough, a shared database does no harm and runs can repeat.
 */
export type ConformanceSeed = {
  /** The adapter `makeAdapter` returns is signed in as a user holding this role. */
  signedInRole: "SUPER_ADMIN";
  /** The journey definition the suite reads (it creates none). */
  journey: {
    /** `journey.definitions()` holds every task type. */
    everyTaskType: true;
    /** Task id 2 is the EMAIL task of the first stage: initial outreach, which bulk campaigns send. */
    initialOutreachTaskId: 2;
    /**
     * The investment committee: the first EVALUATION task with a gate is blind with a quorum of 2,
     * a later stage holds an EVALUATION task, and a stage no later than the gate's holds a DOCUMENT
     * task that allows several items.
     */
    gate: { quorum: 2; blind: true; laterStageEvaluation: true };
    /**
     * The first EVALUATION task in journey order that does not allow several items is no gate and
     * lies before every gate (the evaluation cases ask it of one reviewer).
     */
    firstEvaluationOpen: true;
  };
  /** Users signing in with a password are created by the suite (`UserInput.password`). */
  localPasswords: true;
  /**
   * E-mails go out as an active, verified sender: the suite creates one and asks
   * `senders.checkVerification`; when that does not verify it, the adapter must list one already.
   */
  verifiedSender: "checked, or listed";
  /**
   * Recordings are processed after upload: a real one ends UPLOADED, and one that no decoder can
   * read (the suite names it "broken …") ends FAILED, within the cases' waiting time (30 s).
   */
  recordingOutcomes: { readable: "UPLOADED"; unreadable: "FAILED" };
  /** Records the suite expects to find already there: none. */
  records: readonly [];
};

export const CONFORMANCE_SEED: ConformanceSeed = {
  signedInRole: "SUPER_ADMIN",
  journey: {
    everyTaskType: true,
    initialOutreachTaskId: 2,
    gate: { quorum: 2, blind: true, laterStageEvaluation: true },
    firstEvaluationOpen: true,
  },
  localPasswords: true,
  verifiedSender: "checked, or listed",
  recordingOutcomes: { readable: "UPLOADED", unreadable: "FAILED" },
  records: [],
};
