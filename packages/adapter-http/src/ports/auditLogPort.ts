import { type AuditLogPort, calls, listParamsToQuery } from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

/** The audit trail: every write (SUPER_ADMIN), and one company's history. */
export function createAuditLogPort(client: HttpClient): AuditLogPort {
  return {
    list: (params, options) =>
      client.page(calls.auditLog.list, { ...options, input: listParamsToQuery(params) }),
    companyHistory: (companyId, params, options) =>
      client.page(calls.auditLog.companyHistory, {
        ...options,
        params: { id: companyId },
        input: listParamsToQuery(params),
      }),
  };
}
