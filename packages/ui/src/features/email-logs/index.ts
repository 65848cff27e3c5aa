export { EmailLogs, type EmailLogsSlice } from "./EmailLogs";
