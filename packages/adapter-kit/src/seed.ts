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
  };
  /** Users signing in with a password are created by the suite (`UserInput.password`). */
  localPasswords: true;
  /** Records the suite expects to find already there: none. */
  records: readonly [];
};

export const CONFORMANCE_SEED: ConformanceSeed = {
  signedInRole: "SUPER_ADMIN",
  journey: { everyTaskType: true, initialOutreachTaskId: 2 },
  localPasswords: true,
  records: [],
};
