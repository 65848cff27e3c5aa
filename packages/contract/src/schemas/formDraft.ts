/**
 * The values a form starts from: like the validated values, but a field may still be empty (null)
 * until the user fills it, which the validated type does not allow for required fields.
 */
export type FormDraft<Values> = { [Key in keyof Values]: Values[Key] | null };
