import { string, type StringSchema, type TestConfig } from "yup";

/**
 * A minimum length that leaves empty values to required(): yup's own min() also fails "", which
 * would report "Too Short!" next to the required message for an untouched field.
 */
export function minLengthUnlessEmpty(min: number, message: string): TestConfig<string | null | undefined> {
  return {
    name: "min",
    message,
    params: { min },
    test: (value) => value == null || value === "" || value.length >= min,
  };
}

/**
 * Optional text fields, each with its limit and the one message "Too Long!", in the order of the
 * limits given (the summary's and the call notes' text fields).
 */
export function textFieldsAtMost<Field extends string>(
  limits: Readonly<Record<Field, number>>,
): Record<Field, StringSchema<string | null | undefined>> {
  const fields = {} as Record<Field, StringSchema<string | null | undefined>>;
  for (const [name, max] of Object.entries(limits) as [Field, number][]) {
    fields[name] = string().nullable().max(max, "Too Long!");
  }
  return fields;
}
