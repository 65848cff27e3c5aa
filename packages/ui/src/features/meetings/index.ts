export {
  CancelMeeting,
  type CancelMeetingAdapter,
  type CancelMeetingProps,
} from "./components/CancelMeeting";
export {
  MeetingComment,
  type MeetingCommentAdapter,
  type MeetingCommentProps,
} from "./components/MeetingComment";
export { MeetingComments, type MeetingCommentsProps } from "./components/MeetingComments";
export {
  MeetingItemActions,
  type MeetingItemActionsAdapter,
  type MeetingItemActionsProps,
} from "./components/MeetingItemActions";
export {
  MEETING_GATEWAY_TEXTS,
  MeetingGateway,
  type MeetingGatewayAdapter,
  type MeetingGatewayProps,
} from "./components/MeetingGateway";
export { mayCancelMeetingItem, mayCommentOnMeetingItem } from "./utils/meetingRules";
