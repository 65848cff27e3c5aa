// Users: the admin list and form, roles and permissions, and the short list the pickers read.
export { userRoutes } from "./routes";
export {
  createUserRepository,
  type LoginAccount,
  type UserAccount,
  USER_LIST_FIELDS,
  type UserRepository,
  type UserShortScope,
} from "./repository";
export { ensureRoles, grantRoles } from "./userAccess";
