import { Type } from "typebox";
import { Flag } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";
import { USER_LIST_FIELDS } from "./repository";

/** `users-viewset`: the admin list, or one of the readings its flags select. */
export const UsersQuery = Type.Object({
  ...ListQuery(USER_LIST_FIELDS).properties,
  show_details: Flag("With `current_user`: the signed-in user"),
  current_user: Flag("With `show_details`: the signed-in user"),
  short_details: Flag("The users as pickers show them, for any signed-in user"),
  company_added: Flag("With `short_details`: only users who added a company"),
  dashboard_view: Flag("With `short_details`: the dashboard's created-by choices"),
});
