import {
  type FormDraft,
  type User,
  type UserAccountValues,
  userAccountInitialValues,
  type UserInput,
} from "@pipeline/contract";

export type UserDraft = FormDraft<UserAccountValues>;

/** A new user: empty, active, a USER, no password (ERP sign-in only). */
export function newUserValues(): UserDraft {
  return { ...userAccountInitialValues };
}

/** The form's values for a stored user; the password starts empty, meaning unchanged. */
export function userToValues(user: User): UserDraft {
  return {
    first_name: user.first_name,
    middle_name: user.middle_name ?? "",
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    country: [...user.country],
    practice: [...user.practice],
    company: [...user.company],
    is_active: user.is_active,
    roles: [...user.roles],
    password: "",
  };
}

/**
 * The payload of a save; `password` travels only when one was typed. The roles always travel, in
 * the order picked, so the server keeps the first as the default.
 */
export function userInput(values: UserDraft): UserInput {
  const input: UserInput = {
    first_name: values.first_name ?? "",
    middle_name: values.middle_name || null,
    last_name: values.last_name ?? "",
    username: (values.username ?? "").trim(),
    email: (values.email ?? "").trim(),
    country: [...(values.country ?? [])],
    practice: [...(values.practice ?? [])],
    company: [...(values.company ?? [])],
    is_active: values.is_active ?? true,
    roles: [...(values.roles ?? [])],
  };
  if (values.password) input.password = values.password;
  return input;
}
