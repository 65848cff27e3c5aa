export { EmailLogs, type EmailLogsSlice, type EmailLogsSlice as EmailLogsAdapter } from "./EmailLogs";
