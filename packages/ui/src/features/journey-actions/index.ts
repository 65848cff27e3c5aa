export {
  SubmitApproval,
  type SubmitApprovalAdapter,
  type SubmitApprovalProps,
} from "./components/SubmitApproval";
export {
  SubmitComment,
  type SubmitCommentAdapter,
  type SubmitCommentProps,
} from "./components/SubmitComment";
export {
  UserAccessManagement,
  JOURNEY_ITEM_CONTENT_TYPE,
  type UserAccessManagementAdapter,
  type UserAccessManagementProps,
} from "./components/UserAccessManagement";
export {
  JourneyPermissionGuard,
  type JourneyPermissionGuardAdapter,
  type JourneyPermissionGuardProps,
} from "./components/JourneyPermissionGuard";
export {
  ReopenDecision,
  type ReopenDecisionAdapter,
  type ReopenDecisionProps,
} from "./components/ReopenDecision";
export { canReview } from "./utils/canReview";
export { canRevoke, type GuardRule } from "./utils/guardAccess";
