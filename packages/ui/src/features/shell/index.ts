export { LoginScreen, type LoginScreenAdapter, type LoginScreenProps } from "./components/LoginScreen";
export { AutoSignIn, type AutoSignInAdapter, type AutoSignInProps } from "./components/AutoSignIn";
export { AppLayout, type AppLayoutAdapter, type AppLayoutProps } from "./components/AppLayout";
export {
  ChangePasswordDialog,
  type ChangePasswordDialogAdapter,
  type ChangePasswordDialogProps,
} from "./components/ChangePasswordDialog";
export {
  SetPasswordScreen,
  type SetPasswordScreenAdapter,
  type SetPasswordScreenProps,
} from "./components/SetPasswordScreen";
export { PermissionGuard, type PermissionGuardProps } from "./components/PermissionGuard";
export { StatusPage, type StatusPageProps } from "./components/StatusPage";
export { hasAccess, heldRoles, switchableRoles, actsAsSuperAdmin, type AccessRule } from "./access";
export { isEntryActive, activeEntryPath, topBarTitle, initialsOf, fullNameOf } from "./navigation";
export type { SidebarEntry } from "./types";
