import { string } from "yup";
import { minLengthUnlessEmpty } from "./textLength";

// Unicode letters (with their combining marks) rather than A-Z, so names such as "José" or "Zoë"
// pass; spaces, hyphens, apostrophes and digits do not, as the product asks for letters only.
const LETTERS_ONLY = /^\p{L}[\p{L}\p{M}]*$/u;
const NOT_A_LETTER = /[^\p{L}\p{M}]/gu;

/** Whether a name is made of letters only, without spaces. */
export function isLettersOnly(value: string): boolean {
  return LETTERS_ONLY.test(value);
}

/** What name inputs keep while the user types: the letters, nothing else. */
export function sanitizeNameInput(value: string): string {
  return value.replace(NOT_A_LETTER, "");
}

export type PersonNameRule = {
  readonly min: number;
  readonly max: number;
  readonly messages: {
    readonly required: string;
    readonly lettersOnly: string;
    readonly tooShort: string;
    readonly tooLong: string;
  };
};

/** A required first or last name: letters only, between min and max characters. */
export function personNameSchema(rule: PersonNameRule) {
  return string()
    .required(rule.messages.required)
    .test(minLengthUnlessEmpty(rule.min, rule.messages.tooShort))
    .max(rule.max, rule.messages.tooLong)
    .matches(LETTERS_ONLY, { message: rule.messages.lettersOnly, excludeEmptyString: true });
}
