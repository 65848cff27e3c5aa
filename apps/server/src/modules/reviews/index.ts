// My Reviews (the evaluations waiting for a user's answer) and the reminders e-mailed to reviewers
// and to the givers of expiring journey access.
export { reviewRoutes } from "./routes";
export { createReviewRepository, type ReviewRepository } from "./repository";
export {
  createReminderRepository,
  REMINDER_INTERVAL_MS,
  REMINDER_JOB,
  type ReminderRepository,
  sendDueReminders,
} from "./reminders";
