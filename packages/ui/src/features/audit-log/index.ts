export { AuditLog, type AuditLogAdapter, type AuditLogProps } from "./AuditLog";
