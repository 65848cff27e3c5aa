// The audit trail: written by the database in the transaction of every write, read here (the
// SUPER_ADMIN's Audit Log, a company's history), and the failed sign-ins recorded beside it.
export { auditRoutes } from "./routes";
export {
  AUDIT_LOG_LIST_FIELDS,
  type AuditRepository,
  COMPANY_HISTORY_LIST_FIELDS,
  createAuditRepository,
} from "./repository";
export { CompanyHistoryQuery } from "./schemas";
