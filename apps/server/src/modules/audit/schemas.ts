import { ListQuery } from "../../http/schemas/lists";
import { AUDIT_LOG_LIST_FIELDS, COMPANY_HISTORY_LIST_FIELDS } from "./repository";

export const AuditLogQuery = ListQuery(AUDIT_LOG_LIST_FIELDS);
export const CompanyHistoryQuery = ListQuery(COMPANY_HISTORY_LIST_FIELDS);
