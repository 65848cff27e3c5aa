import { number, type TestConfig } from "yup";
import { INTEGER_LIMITS } from "../limits";

/**
 * An optional number typed into a text input: an emptied input ("") counts as no value, anything
 * else that is not a number fails with typeMessage.
 */
export function optionalNumberSchema(typeMessage: string) {
  return number()
    .typeError(typeMessage)
    .nullable()
    .transform((value: number | null, original: unknown) => (original === "" ? null : value));
}

/**
 * A whole number the database's integer columns can hold, from min to INTEGER_LIMITS.max: fractions,
 * exponents below one and infinities are not whole, and larger values would not fit. Missing values
 * are left to required(). field names the value in the messages ("Order must be a whole number.").
 */
export function storableIntegerTest(
  field: string,
  min: number = INTEGER_LIMITS.minOrder,
): TestConfig<number | null | undefined> {
  return {
    name: "storableInteger",
    params: { min, max: INTEGER_LIMITS.max },
    test: (value, context) => {
      if (value == null) return true;
      if (!Number.isInteger(value))
        return context.createError({ message: `${field} must be a whole number.` });
      if (value < min) return context.createError({ message: `${field} must be at least ${min}.` });
      if (value > INTEGER_LIMITS.max) return context.createError({ message: `${field} is too large.` });
      return true;
    },
  };
}
