/*
 * Email Logs: the widget of @pipeline/ui on /email-logs. Loaded on first use.
 */
import { EmailLogs } from "@pipeline/ui";

export const EmailLogsScreen = () => <EmailLogs />;
