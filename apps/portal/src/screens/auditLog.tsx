/*
 * Audit Log: the widget of @pipeline/ui on /audit-log (SUPER_ADMIN). Loaded on first use.
 */
import { AuditLog } from "@pipeline/ui";

export const AuditLogScreen = () => <AuditLog />;
