import { type InferType, string } from "yup";
import { PASSWORD_MESSAGES, PASSWORD_POLICY } from "../passwords";
import type { FormDraft } from "./formDraft";
import { minLengthUnlessEmpty } from "./textLength";
import { userInitialValues, userSchema } from "./userSchema";

/**
 * The optional local password of a user, under the policy every new password meets (the server
 * also refuses the most common ones). Empty means none on create and unchanged on update, so the
 * user keeps signing in through the ERP directory only, or is sent a set-password link instead.
 */
export const userPasswordSchema = string()
  .optional()
  .test(minLengthUnlessEmpty(PASSWORD_POLICY.minLength, PASSWORD_MESSAGES.tooShort))
  .max(PASSWORD_POLICY.maxLength, PASSWORD_MESSAGES.tooLong);

/** The admin user form as a whole: the user's fields plus the optional local password. */
export const userAccountSchema = userSchema.shape({ password: userPasswordSchema });

export type UserAccountValues = InferType<typeof userAccountSchema>;

export const userAccountInitialValues: FormDraft<UserAccountValues> = {
  ...userInitialValues,
  password: "",
};
