import { Type } from "typebox";
import type { CurrentUser, User, UserInput } from "@pipeline/contract";
import { agreesWith, Flag, IsoDateTime, LabelRef, Nullable } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";
import { USER_LIST_FIELDS } from "./repository";

/** The signed-in user, as sign-in and `show_details&current_user` answer it. */
export const CurrentUserSchema = agreesWith<CurrentUser>()(
  Type.Object({
    pk: Type.Integer(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    role: Type.Array(Type.Object({ role_name: Type.String(), is_active: Type.Boolean() })),
    permissions: Type.Array(Type.String()),
    joined_date: IsoDateTime,
    update_date: IsoDateTime,
    is_active: Type.Boolean(),
    is_staff: Type.Boolean(),
    active_role: Nullable(Type.String({ description: "The role the server decided with" })),
    offline_export: Type.Optional(
      Type.Boolean({ description: "Whether the account is offered the offline copy of a journey" }),
    ),
  }),
);

/** A user as the admin list and form read it; `country` holds location ids. */
export const UserSchema = agreesWith<User>()(
  Type.Object({
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
    country_details: Type.Optional(Type.Array(LabelRef)),
    practice_details: Type.Optional(Type.Array(LabelRef)),
    company_details: Type.Optional(
      Type.Array(
        Type.Object({ id: Type.Integer(), company_name: Type.String(), website: Nullable(Type.String()) }),
      ),
    ),
    created: Type.Optional(IsoDateTime),
    modified: Type.Optional(IsoDateTime),
  }),
);

/** Create or update of a user; without `password` the user signs in through the ERP only. */
export const UserBody = agreesWith<UserInput>()(
  Type.Object({
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
  }),
);

/** `users-viewset`: the admin list, or one of the readings its flags select. */
export const UsersQuery = Type.Object({
  ...ListQuery(USER_LIST_FIELDS).properties,
  show_details: Flag("With `current_user`: the signed-in user"),
  current_user: Flag("With `show_details`: the signed-in user"),
  short_details: Flag("The users as pickers show them, for any signed-in user"),
  company_added: Flag("With `short_details`: only users who added a company"),
  dashboard_view: Flag("With `short_details`: the dashboard's created-by choices"),
});
