import type { Id, IsoDateTime, LabelRef } from "./common";

/** Roles the product knows by name; an installation may add others. */
export type KnownRole = "USER" | "SUPER_ADMIN" | "FSD_Admin";
export type RoleName = KnownRole | (string & {});

export type KnownPermission = "can_view_journey" | "can_view_email_logs";
export type PermissionCode = KnownPermission | (string & {});

export type UserRole = { role_name: RoleName; is_active: boolean };

/** The signed-in user, as sign-in and `show_details&current_user` return it. */
export type CurrentUser = {
  pk: Id;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole[];
  permissions: PermissionCode[];
  joined_date: IsoDateTime;
  update_date: IsoDateTime;
  is_active: boolean;
  is_staff: boolean;
  /** The role the server decided with (the `X-Active-Role` header, else the first role). */
  active_role: RoleName | null;
  /** Whether this account is offered the offline copy of a journey (the installation names such accounts). */
  offline_export?: boolean;
};

/** A user as the admin list and form read it. `country` holds location ids. */
export type User = {
  pk: Id;
  id: Id;
  username: string;
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: string;
  country: Id[];
  practice: Id[];
  company: Id[];
  is_active: boolean;
  /** Labels for the ids above, so a form can show its chips without more calls. */
  country_details?: LabelRef[];
  practice_details?: LabelRef[];
  company_details?: Array<{ id: Id; company_name: string; website: string | null }>;
  created?: IsoDateTime;
  modified?: IsoDateTime;
};

/** `short_details`: the pickers of reviewers, moderators, cc and created-by filters. */
export type UserShort = {
  pk: Id;
  first_name: string;
  last_name: string;
  /** The address, given by the pickers' list (`short_details`), so an e-mail can copy (cc, bcc) the users picked. */
  email?: string;
};

/** Create or update of a user. Without `password` the user signs in through the ERP only. */
export type UserInput = {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
  email: string;
  username: string;
  country: Id[];
  practice: Id[];
  company: Id[];
  is_active: boolean;
  password?: string;
};

export type ErpLoginInput = { username: string; password: string };
export type EmailLoginInput = { email: string; password: string };

/** A successful sign-in: the user and the token to send as `Authorization: Token …`. */
export type Session = { user: CurrentUser; key: string };
