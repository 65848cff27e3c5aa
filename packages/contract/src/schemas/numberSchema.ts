import { number } from "yup";

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
