import { Type } from "typebox";
import type { PermissionCode as Permission, RoleName as Role } from "../entities/user";
import { FIELD_LENGTH_LIMITS, NAME_LIMITS } from "../limits";
import { PASSWORD_MESSAGES, PASSWORD_POLICY } from "../passwords";
import { SIGN_IN_NAME_MAX_LENGTH } from "../schemas/loginSchema";
import { IdList, IsoDateTime, LabelRef, Nullable, PersonName, RequiredText, Text } from "./common";

/** A role by name; the product knows USER, SUPER_ADMIN and FSD_Admin, an installation may add others. */
const RoleName = (options?: { description: string }) => Type.Unsafe<Role>(Type.String(options));
const PermissionCode = Type.Unsafe<Permission>(Type.String());

export const UserRoleSchema = Type.Object({ role_name: RoleName(), is_active: Type.Boolean() });

/** A role an installation has, with what it allows: `GET roles`. */
export const RoleSchema = Type.Object({
  name: RoleName({ description: "The role's name, as `roles` of a user and `X-Active-Role` give it" }),
  permissions: Type.Array(Type.Object({ code: PermissionCode, description: Type.String() }), {
    description: "The permissions the role grants, beyond what the role's name itself opens",
  }),
});

/** A user's roles as the admin form writes them: role names in order, the first the default. */
const RoleNames = Type.Array(Type.Unsafe<Role>(Type.String({ minLength: 1 })), {
  minItems: 1,
  uniqueItems: true,
  description: "Role names in order; the first is the user's default active role",
});

/**
 * Whether the account's password belongs to the ERP directory (no local password, with a directory
 * configured): such an account neither changes its password here nor gets a set-password link.
 */
const PasswordManagedByDirectory = Type.Optional(
  Type.Boolean({
    description:
      "True when the account signs in through the ERP directory, which keeps its password (answered by the current user's and one user's read)",
  }),
);

/** The signed-in user, as sign-in and `show_details&current_user` answer it. */
export const CurrentUserSchema = Type.Object({
  pk: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  role: Type.Array(UserRoleSchema),
  permissions: Type.Array(PermissionCode),
  joined_date: IsoDateTime,
  update_date: IsoDateTime,
  is_active: Type.Boolean(),
  is_staff: Type.Boolean(),
  /** The role the server decided with (the `X-Active-Role` header, else the first role). */
  active_role: Nullable(RoleName({ description: "The role the server decided with" })),
  /** Whether this account is offered the offline copy of a journey (the installation names such accounts). */
  offline_export: Type.Optional(
    Type.Boolean({ description: "Whether the account is offered the offline copy of a journey" }),
  ),
  password_managed_by_directory: PasswordManagedByDirectory,
});

/** A user as the admin list and form read it; `country` holds location ids. */
export const UserSchema = Type.Object({
  pk: Type.Integer(),
  id: Type.Integer(),
  username: Type.String(),
  first_name: Type.String(),
  middle_name: Type.Optional(Nullable(Type.String())),
  last_name: Type.String(),
  email: Type.String(),
  country: Type.Array(Type.Integer()),
  practice: Type.Array(Type.Integer()),
  company: Type.Array(Type.Integer()),
  is_active: Type.Boolean(),
  /** The user's roles in order; the first is the default active role. */
  roles: Type.Array(RoleName({ description: "The user's roles in order; the first is the default" })),
  /** Labels for the ids above, so a form can show its chips without more calls. */
  country_details: Type.Optional(Type.Array(LabelRef)),
  practice_details: Type.Optional(Type.Array(LabelRef)),
  company_details: Type.Optional(
    Type.Array(
      Type.Object({ id: Type.Integer(), company_name: Type.String(), website: Nullable(Type.String()) }),
    ),
  ),
  created: Type.Optional(IsoDateTime),
  modified: Type.Optional(IsoDateTime),
  password_managed_by_directory: PasswordManagedByDirectory,
});

/** `short_details`: the pickers of reviewers, moderators, cc and created-by filters. */
export const UserShortSchema = Type.Object({
  pk: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  /** The address, given by the pickers' list, so an e-mail can copy (cc, bcc) the users picked. */
  email: Type.Optional(Type.String()),
});

/** Create or update of a user; without `password` the user signs in through the ERP only. */
export const UserBody = Type.Object({
  first_name: PersonName(NAME_LIMITS.firstName),
  middle_name: Type.Optional(Nullable(Text(NAME_LIMITS.middleNameMax))),
  last_name: PersonName(NAME_LIMITS.lastName),
  email: RequiredText(FIELD_LENGTH_LIMITS.email, "A valid e-mail address, in lower case"),
  username: RequiredText(FIELD_LENGTH_LIMITS.username, "The ERP username"),
  country: IdList("Location ids"),
  practice: IdList("Practice ids"),
  company: IdList("Company ids"),
  is_active: Type.Boolean(),
  /** Without it, a new user is a USER and an updated one keeps their roles. */
  roles: Type.Optional(RoleNames),
  password: Type.Optional(
    Type.String({
      pattern: `^$|^[\\s\\S]{${PASSWORD_POLICY.minLength},${PASSWORD_POLICY.maxLength}}$`,
      description: `${PASSWORD_MESSAGES.policy} On update, empty leaves it unchanged`,
    }),
  ),
});

/** A successful sign-in: the user, and the token to send as `Authorization: Token …`. */
export const SessionSchema = Type.Object({ user: CurrentUserSchema, key: Type.String() });

/** A password as sign-in takes it: anything but nothing, spaces included. */
const GivenPassword = Type.String({ minLength: 1 });

export const ErpLoginBody = Type.Object({
  username: RequiredText(SIGN_IN_NAME_MAX_LENGTH, "The ERP username"),
  password: GivenPassword,
});

export const EmailLoginBody = Type.Object({
  email: RequiredText(SIGN_IN_NAME_MAX_LENGTH),
  password: GivenPassword,
});

/** A new password as the password forms take it, taken as typed. */
const NewPassword = Type.String({
  minLength: PASSWORD_POLICY.minLength,
  maxLength: PASSWORD_POLICY.maxLength,
  description: PASSWORD_MESSAGES.policy,
});

const ConfirmPassword = Type.String({ minLength: 1, description: "The new password again" });

/** `user/change-password/`: the signed-in user's own password. */
export const ChangePasswordBody = Type.Object({
  current_password: Type.String({ minLength: 1, description: "The password the user signs in with now" }),
  new_password: NewPassword,
  confirm_password: ConfirmPassword,
});

/** `user/set-password/`: a new password through a set-password link, without signing in. */
export const SetPasswordBody = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "The `token` of the set-password link's address",
  }),
  new_password: NewPassword,
  confirm_password: ConfirmPassword,
});
