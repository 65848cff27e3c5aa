import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MESSAGES } from "@pipeline/contract";
import { badRequest } from "../http/HttpError";

// The most common passwords, from the list zxcvbn-ts maintains (leaked-password frequency lists),
// checked on the server only: the list would weigh more than the portal's whole sign-in page.

let common: ReadonlySet<string> | null = null;

/** Whether the password is one of the most common ones, case aside. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Refuses a new password that is one of the most common ones, on the form field that holds it. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(PASSWORD_MESSAGES.tooCommon, { [field]: [PASSWORD_MESSAGES.tooCommon] });
  }
}
