import {
  type AuditEntry,
  type AuditLogFilter,
  type AuditLogPort,
  canReadCompanyHistory,
  type Id,
  PERMISSION_DENIED_MESSAGE,
} from "@pipeline/contract";
import { idFilter, listItems, type ListSpec } from "../list";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { notFound } from "../runtime/failures";
import type { SeedUser } from "../state/MemorySeed";
import {
  forbidden,
  journeyAccessLevel,
  liveGrants,
  seesCompanyItself,
  seesEveryCompany,
} from "./journeyRules";

/**
 * Newest first: by when, then by id, so entries of one instant (a company and its members saved
 * together) read last written first, as the server orders them.
 */
const newestKey = (entry: AuditEntry) => `${entry.at}|${String(entry.id).padStart(15, "0")}`;

const oneOf =
  (valueOf: (entry: AuditEntry) => string | null) => (entry: AuditEntry, values: readonly string[]) => {
    const value = valueOf(entry);
    return value !== null && values.includes(value);
  };

const AUDIT_LIST: ListSpec<AuditEntry, AuditLogFilter> = {
  sort: { at: newestKey },
  defaultSort: { field: "at", direction: "desc" },
  filters: {
    user: idFilter((entry) => entry.user_id),
    entity: oneOf((entry) => entry.entity),
    entity_id: oneOf((entry) => entry.entity_id),
    action: oneOf((entry) => entry.action),
  },
  search: (entry) => [entry.username, entry.entity, entry.action, entry.address],
  dates: { created: (entry) => entry.at, modified: (entry) => entry.at },
  id: (entry) => entry.id,
};

const HISTORY_LIST: ListSpec<AuditEntry, never> = { ...AUDIT_LIST, filters: {} };

export function createAuditLogPort({ state, call, now }: MemoryRuntime): AuditLogPort {
  /**
   * The company, when the user sees it as `companies.get` does on the server: by role, assignment,
   * country and practice, or an unexpired access grant; 404 otherwise (its existence is not told).
   */
  function visibleCompany(user: SeedUser, companyId: Id) {
    const company = state.companies.find((entry) => entry.id === companyId);
    if (!company) throw notFound();
    if (seesCompanyItself(user, company) || liveGrants(state, user, companyId, now()).length > 0) {
      return company;
    }
    throw notFound();
  }

  return {
    list: (params, options) =>
      call(options, (user) => {
        // Only a SUPER_ADMIN (acting as one) reads the whole trail.
        if (!seesEveryCompany(user)) throw forbidden(PERMISSION_DENIED_MESSAGE);
        return listItems(state.auditLog, params, AUDIT_LIST);
      }),
    companyHistory: (companyId, params, options) =>
      call(options, (user) => {
        const company = visibleCompany(user, companyId);
        // The journey and the contact data are in it: for those who hold the whole journey.
        if (!canReadCompanyHistory(journeyAccessLevel(state, user, company, now()))) {
          throw forbidden(PERMISSION_DENIED_MESSAGE);
        }
        const entries = state.auditLog.filter((entry) => entry.company_id === company.id);
        return listItems(entries, params, HISTORY_LIST);
      }),
  };
}
