import type { TestConfig } from "yup";

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
