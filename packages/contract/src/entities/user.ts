import type { Static } from "typebox";
import type {
  ChangePasswordBody,
  CurrentUserSchema,
  EmailLoginBody,
  ErpLoginBody,
  RoleSchema,
  SessionSchema,
  SetPasswordBody,
  UserBody,
  UserRoleSchema,
  UserSchema,
  UserShortSchema,
} from "../wire/users";

/** Roles the product knows by name; an installation may add others. */
export type KnownRole = "USER" | "SUPER_ADMIN" | "FSD_Admin";
export type RoleName = KnownRole | (string & {});

export type KnownPermission = "can_view_journey" | "can_view_email_logs";
export type PermissionCode = KnownPermission | (string & {});

export type UserRole = Static<typeof UserRoleSchema>;

/** The users table's filters: active or not, and holding one of these roles. */
export type UserListFilter = "is_active" | "roles";

/** A role an installation has, with the permissions it grants. */
export type Role = Static<typeof RoleSchema>;

/** The signed-in user, as sign-in and `show_details&current_user` return it. */
export type CurrentUser = Static<typeof CurrentUserSchema>;

/** A user as the admin list and form read it. `country` holds location ids. */
export type User = Static<typeof UserSchema>;

/** `short_details`: the pickers of reviewers, moderators, cc and created-by filters. */
export type UserShort = Static<typeof UserShortSchema>;

type UserBodyValues = Static<typeof UserBody>;
type UserLists = "country" | "practice" | "company";

/**
 * Create or update of a user as the form sends it, every list given (the call takes a list left
 * out as empty). Without `password` the user signs in through the ERP only.
 */
export type UserInput = Omit<UserBodyValues, UserLists> & Required<Pick<UserBodyValues, UserLists>>;

export type ErpLoginInput = Static<typeof ErpLoginBody>;
export type EmailLoginInput = Static<typeof EmailLoginBody>;

/** A successful sign-in: the user and the token to send as `Authorization: Token …`. */
export type Session = Static<typeof SessionSchema>;

/** Change password: the signed-in user's current password and the new one twice. */
export type ChangePasswordInput = Static<typeof ChangePasswordBody>;

/** Set password through a set-password link: its token and the new password twice. */
export type SetPasswordInput = Static<typeof SetPasswordBody>;
