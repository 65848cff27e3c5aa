import { date, type TestConfig } from "yup";

/** An optional date or date-time; an emptied picker ("") counts as no date rather than a bad one. */
export function dateSchema() {
  return date()
    .typeError("Invalid date")
    .nullable()
    .transform((value: Date | null, original: unknown) => (original === "" ? null : value));
}

/**
 * Rejects a time before now. "Now" is read when the value is validated, not when the schema is
 * built, so a form left open keeps rejecting times that have since passed.
 */
export function notInPastTest(message: string): TestConfig<Date | null | undefined> {
  return {
    name: "notInPast",
    message,
    test: (value) => value == null || value.getTime() >= Date.now(),
  };
}

/** An optional send time: empty means "send now", otherwise it may not lie in the past. */
export function schedulableDateSchema(pastMessage: string) {
  return dateSchema().test(notInPastTest(pastMessage));
}
