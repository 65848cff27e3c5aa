// The audit trail: every write (the Audit Log page, SUPER_ADMIN) and one company's history.
import {
  type AuditEntry,
  type AuditLogFilter,
  type Id,
  type ListParams,
  type ListResult,
  LOOKUP_KINDS,
  type LookupKind,
  type LookupOption,
} from "@pipeline/contract";
import { useQueries } from "@tanstack/react-query";
import { useDataAdapter } from "../AdapterContext";
import { adapterRead, type AdapterRead, type SliceOf } from "../adapterRead";
import { personName } from "../../format";
import { useAdapterQuery } from "../useAdapterQuery";
import { lookupOptionsRead, type LookupOptionsSlice } from "./lookups";
import { usersShortRead, type UsersShortSlice } from "./users";

/** A page of the audit log, filtered by user, entity, entity id, action and dates. */
export const auditLogListRead = (params: ListParams<AuditLogFilter>) =>
  adapterRead(["auditLog", "list", params], (log, options) => log.list(params, options));
export type AuditLogListSlice = SliceOf<typeof auditLogListRead>;

/** A page of the audit log, the previous page kept on screen while the next one loads. */
export function useAuditLog(params: ListParams<AuditLogFilter>) {
  return useAdapterQuery(auditLogListRead(params), { keepPrevious: true });
}

/** A page of what was changed in one company, its members and its journey, newest first. */
export const companyHistoryRead = (companyId: Id, params: ListParams<never>) =>
  adapterRead(["auditLog", "companyHistory", companyId, params], (log, options) =>
    log.companyHistory(companyId, params, options),
  );
export type CompanyHistorySlice = SliceOf<typeof companyHistoryRead>;

/** A page of a company's history; `enabled` false waits (e.g. until the view is opened). */
export function useCompanyHistory(companyId: Id, params: ListParams<never>, enabled = true) {
  return useAdapterQuery(companyHistoryRead(companyId, params), { enabled });
}

/**
 * The first `pageCount` pages of a company's history, each cached on its own (a "Load more" list
 * keeps the pages it has and reads only the next one).
 */
export function useCompanyHistoryPages(companyId: Id, pageCount: number, pageSize: number) {
  const adapter = useDataAdapter();
  return useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => {
      const read: AdapterRead<ListResult<AuditEntry>> = companyHistoryRead(companyId, {
        page: index + 1,
        pageSize,
      });
      return {
        queryKey: read.key,
        queryFn: ({ signal }: { signal: AbortSignal }) => read.read(adapter, { signal }),
      };
    }),
  });
}

/** Stored columns that hold an entry of a reference list, by the list. */
const LOOKUP_COLUMNS: Readonly<Record<string, LookupKind>> = {
  currency_id: "currency",
  industry_id: "industry",
  country_id: "location",
  location_id: "location",
  practice_id: "practice",
  confidence_level_id: "confidence-level",
  company_type_id: "company-type",
  designation_id: "company-member-designation",
};

/** Stored columns that hold a user. */
const USER_COLUMNS = new Set(["user_id", "created_by", "modified_by"]);

/** The name of a stored id by its column ("Currency" 1 is "INR"); null when it names nothing known. */
export type AuditValueNamer = (column: string, value: unknown) => string | null;
export type AuditValueNamesSlice = LookupOptionsSlice & UsersShortSlice;

/**
 * Names for the ids an audit entry keeps (reference-list entries, users), read from the lists the
 * forms offer, so a change reads "INR → USD" rather than "1 → 3". An id they do not hold (an entry
 * turned off, a user deactivated) stays a number.
 */
export function useAuditValueNames(): AuditValueNamer {
  const adapter = useDataAdapter();
  const lists = useQueries({
    queries: LOOKUP_KINDS.map((kind) => {
      const read: AdapterRead<LookupOption[]> = lookupOptionsRead(kind);
      return {
        queryKey: read.key,
        queryFn: ({ signal }: { signal: AbortSignal }) => read.read(adapter, { signal }),
      };
    }),
  });
  const people = useAdapterQuery(usersShortRead({})).data ?? [];
  const lookups = new Map(
    LOOKUP_KINDS.map((kind, index) => [
      kind,
      new Map((lists[index]?.data ?? []).map((row) => [row.id, row.label])),
    ]),
  );
  const users = new Map(people.map((user) => [user.pk, personName(user)]));
  return (column, value) => {
    if (typeof value !== "number") return null;
    const kind = LOOKUP_COLUMNS[column];
    if (kind) return lookups.get(kind)?.get(value) ?? null;
    return USER_COLUMNS.has(column) ? (users.get(value) ?? null) : null;
  };
}
