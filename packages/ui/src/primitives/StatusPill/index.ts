export { StatusPill, type StatusPillProps } from "./StatusPill";
export {
  STATUS_TONES,
  accessValidity,
  accessValidityTone,
  campaignTone,
  evaluationTone,
  importTone,
  meetingTone,
  recordingTone,
  type AccessValidity,
  type StatusTone,
} from "./statusTones";
