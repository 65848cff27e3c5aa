import { type InferType, string } from "yup";
import type { FormDraft } from "./formDraft";
import { minLengthUnlessEmpty } from "./textLength";
import { userInitialValues, userSchema } from "./userSchema";

/** Fewest characters of a local password. */
export const USER_PASSWORD_MIN_LENGTH = 8;

/**
 * The optional local password of a user. Empty means none on create and unchanged on update, so
 * the user keeps signing in through the ERP directory only.
 */
export const userPasswordSchema = string()
  .optional()
  .test(minLengthUnlessEmpty(USER_PASSWORD_MIN_LENGTH, "Password must be at least 8 characters"));

/** The admin user form as a whole: the user's fields plus the optional local password. */
export const userAccountSchema = userSchema.shape({ password: userPasswordSchema });

export type UserAccountValues = InferType<typeof userAccountSchema>;

export const userAccountInitialValues: FormDraft<UserAccountValues> = {
  ...userInitialValues,
  password: "",
};
