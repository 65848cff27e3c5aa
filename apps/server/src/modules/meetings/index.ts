// Meetings: scheduling on our own meeting links, invitations and cancellations sent by jobs,
// moderators' comments and the recordings kept as the meeting's documents.
export { meetingRoutes } from "./routes";
export { createMeetingRepository, type MeetingRepository } from "./repository";
export { istTime } from "./links";
