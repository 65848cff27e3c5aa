// E-mails: messages written on a journey item and sent by a job, and the log of every message sent.
export { emailRoutes } from "./routes";
export { emailLogRoutes } from "./logRoutes";
export { createEmailRepository, EMAIL_JOB, type EmailRepository } from "./repository";
export {
  createEmailLogRepository,
  EMAIL_LOG_LIST_FIELDS,
  type EmailLogEntry,
  type EmailLogRepository,
} from "./logs";
