import { type InferType, object, string } from "yup";
import { PASSWORD_MESSAGES, PASSWORD_POLICY } from "../passwords";
import { minLengthUnlessEmpty } from "./textLength";

// The forms that take a new password. Passwords are taken as typed: never trimmed, spaces count.
// Whether a password is one of the most common ones is the server's to check (its list would
// weigh more than the whole sign-in page).

const newPassword = string()
  .required(PASSWORD_MESSAGES.newRequired)
  .test(minLengthUnlessEmpty(PASSWORD_POLICY.minLength, PASSWORD_MESSAGES.tooShort))
  .max(PASSWORD_POLICY.maxLength, PASSWORD_MESSAGES.tooLong);

/** The new password typed again; an empty one is only "required". */
const confirmPassword = string()
  .required(PASSWORD_MESSAGES.confirmRequired)
  .test({
    name: "matches",
    message: PASSWORD_MESSAGES.mismatch,
    test: (value, context) => !value || value === (context.parent as { new_password?: unknown }).new_password,
  });

/** Change password, from the profile menu: the current one, the new one twice. */
export const changePasswordSchema = object({
  current_password: string().required(PASSWORD_MESSAGES.currentRequired),
  new_password: newPassword.test({
    name: "differs",
    message: PASSWORD_MESSAGES.sameAsCurrent,
    test: (value, context) =>
      !value || value !== (context.parent as { current_password?: unknown }).current_password,
  }),
  confirm_password: confirmPassword,
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

export const changePasswordInitialValues: ChangePasswordValues = {
  current_password: "",
  new_password: "",
  confirm_password: "",
};

/** Set password, from a set-password link: the link's token and the new password twice. */
export const setPasswordSchema = object({
  token: string().required(PASSWORD_MESSAGES.linkMissing).max(200, PASSWORD_MESSAGES.linkInvalid),
  new_password: newPassword,
  confirm_password: confirmPassword,
});

export type SetPasswordValues = InferType<typeof setPasswordSchema>;
