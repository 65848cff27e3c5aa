// Local passwords: the policy a new one meets, the words of every refusal and outcome, and who may
// change or set one. The server decides with these rules, and the screens read them before they
// offer a form or an action, so each is offered exactly to those the server lets through.

import { actsAsSuperAdmin, type ActionActor } from "./actionRules";
import { PERMISSION_DENIED_MESSAGE } from "./shellMessages";

/** What a new local password must be. The list of common passwords stays on the server. */
export const PASSWORD_POLICY = {
  minLength: 12,
  /** Long enough for any passphrase, short enough that hashing it costs nothing more. */
  maxLength: 128,
  /** How long a set-password link works, in hours. */
  linkValidHours: 24,
} as const;

export const PASSWORD_MESSAGES = {
  /** Stated on every form that takes a new password. */
  policy: "At least 12 characters, not one of the most common passwords.",
  currentRequired: "Current password is required.",
  newRequired: "New password is required.",
  tooShort: `Password must be at least ${PASSWORD_POLICY.minLength} characters.`,
  tooLong: `Password must be at most ${PASSWORD_POLICY.maxLength} characters.`,
  tooCommon: "This is one of the most common passwords: choose another.",
  sameAsCurrent: "The new password must differ from the current one.",
  confirmRequired: "Confirm the new password.",
  mismatch: "The passwords do not match.",
  wrongCurrent: "The current password is not correct.",
  tooManyAttempts: "Too many wrong passwords. Please try again later.",
  /** The signed-in user's own account signs in through the ERP directory. */
  managedByDirectory: "Your password is managed by the directory.",
  /** An administrator's link for an account that signs in through the ERP directory. */
  userManagedByDirectory: "This user's password is managed by the directory.",
  inactiveUser: "This user is inactive: activate the account before sending a set-password link.",
  linkMissing: "This link is incomplete: open the whole link from the e-mail.",
  linkInvalid: "This link has expired or was already used.",
  linkNotSent: "The set-password e-mail could not be sent. Please try again later.",
  changed: "Your password has been changed. Your other sessions were signed out.",
  set: "Your password has been set. Sign in with it.",
} as const;

/** The answer of a link sent: "A set-password link was sent to asha@example.com.". */
export function passwordLinkSentMessage(email: string): string {
  return `A set-password link was sent to ${email}. It works once, for ${PASSWORD_POLICY.linkValidHours} hours.`;
}

/** How an account's password is kept, as the rules below read it. */
export type PasswordStanding = {
  is_active: boolean;
  /** Read as false when not told. */
  password_managed_by_directory?: boolean;
};

/**
 * Whether an account's password belongs to the directory: it has no local password, on an
 * installation whose ERP sign-in asks a directory (LDAP). Without a directory, an account with no
 * password simply has none yet, and a set-password link gives it one.
 */
export function passwordManagedByDirectory(hasLocalPassword: boolean, directoryConfigured: boolean): boolean {
  return directoryConfigured && !hasLocalPassword;
}

/** Why a password action is refused: 403 when it is not the caller's to do, 400 for the account's state. */
export type PasswordRefusal = { status: 400 | 403; message: string };

/** Change password (the signed-in user's own): refused for an account whose password is the directory's. */
export function passwordChangeRefusal(
  self: Pick<PasswordStanding, "password_managed_by_directory">,
): PasswordRefusal | null {
  return self.password_managed_by_directory
    ? { status: 400, message: PASSWORD_MESSAGES.managedByDirectory }
    : null;
}

/**
 * Send set-password link: for a SUPER_ADMIN (acting as one), to an active user whose password is
 * not the directory's.
 */
export function passwordLinkRefusal(actor: ActionActor, user: PasswordStanding): PasswordRefusal | null {
  if (!actsAsSuperAdmin(actor)) return { status: 403, message: PERMISSION_DENIED_MESSAGE };
  if (user.password_managed_by_directory) {
    return { status: 400, message: PASSWORD_MESSAGES.userManagedByDirectory };
  }
  if (!user.is_active) return { status: 400, message: PASSWORD_MESSAGES.inactiveUser };
  return null;
}
