import { Type } from "typebox";
import type { PermissionCode as Permission, RoleName as Role } from "../entities/user";
import { IsoDateTime, LabelRef, Nullable } from "./common";

/** A role by name; the product knows USER, SUPER_ADMIN and FSD_Admin, an installation may add others. */
const RoleName = (options?: { description: string }) => Type.Unsafe<Role>(Type.String(options));
const PermissionCode = Type.Unsafe<Permission>(Type.String());

export const UserRoleSchema = Type.Object({ role_name: RoleName(), is_active: Type.Boolean() });

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
  first_name: Type.String(),
  middle_name: Type.Optional(Nullable(Type.String())),
  last_name: Type.String(),
  email: Type.String(),
  username: Type.String({ description: "The ERP username" }),
  country: Type.Array(Type.Integer(), { description: "Location ids" }),
  practice: Type.Array(Type.Integer()),
  company: Type.Array(Type.Integer()),
  is_active: Type.Boolean(),
  password: Type.Optional(Type.String({ description: "On update, empty leaves it unchanged" })),
});

/** A successful sign-in: the user, and the token to send as `Authorization: Token …`. */
export const SessionSchema = Type.Object({ user: CurrentUserSchema, key: Type.String() });

export const ErpLoginBody = Type.Object({
  username: Type.String({ description: "The ERP username" }),
  password: Type.String(),
});

export const EmailLoginBody = Type.Object({ email: Type.String(), password: Type.String() });
