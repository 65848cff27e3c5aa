import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import {
  duplicateLookupMessage,
  FLAG_FILTER,
  type Id,
  type ListParams,
  type ListResult,
  type Lookup,
  type LookupInput,
  type LookupKind,
  type LookupOption,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyCompanyTypes,
  companyLocations,
  companyMembers,
  lookups,
  memberDesignations,
} from "../../db/schema";
import { DuplicateError, InvalidReferenceError, violatedUniqueConstraint } from "../../db/errors";
import { listFields, listRows, type ListSpec, listWhere } from "../../db/listQuery";
import { iso, uniqueIds } from "../../db/wire";

const LOOKUP_LIST: ListSpec = {
  sort: {
    id: [lookups.id],
    label: [sql`lower(${lookups.label})`],
    name: [sql`lower(${lookups.name})`],
    order: [lookups.order],
    is_active: [lookups.isActive],
    created: [lookups.created],
    modified: [lookups.modified],
  },
  // The tables show the newest entries first.
  defaultSort: { field: "created", direction: "desc" },
  id: lookups.id,
  search: [lookups.label, lookups.name],
  dates: { created: lookups.created, modified: lookups.modified },
  flags: { is_active: lookups.isActive },
};

/** Sort fields and filters of the reference-list tables, for `queryToListParams`. */
export const LOOKUP_LIST_FIELDS = listFields(LOOKUP_LIST, ["is_active"] as const, { is_active: FLAG_FILTER });

const lookupColumns = {
  id: lookups.id,
  label: lookups.label,
  name: lookups.name,
  order: lookups.order,
  isActive: lookups.isActive,
  created: lookups.created,
  modified: lookups.modified,
};

type LookupRow = Pick<typeof lookups.$inferSelect, keyof typeof lookupColumns>;

function toLookup(row: LookupRow): Lookup {
  return {
    id: row.id,
    label: row.label,
    name: row.name,
    order: row.order,
    is_active: row.isActive,
    created: iso(row.created),
    modified: iso(row.modified),
  };
}

/** `name` is the upper-cased label, except for a confidence level, whose value it is. */
export function lookupName(kind: LookupKind, input: LookupInput): string {
  return kind === "confidence-level" ? (input.name ?? "").trim() : input.label.trim().toUpperCase();
}

/** The companies, or members of a company, that refer to an entry of the kind. */
function usedBy(kind: LookupKind): SQL {
  const byColumn = (column: typeof companies.industryId) =>
    sql`exists (select 1 from ${companies} where ${column} = ${lookups.id})`;
  switch (kind) {
    case "location":
      // A company names locations twice: its country and the places it works in.
      return or(
        byColumn(companies.countryId),
        sql`exists (select 1 from ${companyLocations} where ${companyLocations.locationId} = ${lookups.id})`,
      ) as SQL;
    case "practice":
      return byColumn(companies.practiceId);
    case "currency":
      return byColumn(companies.currencyId);
    case "industry":
      return byColumn(companies.industryId);
    case "confidence-level":
      return byColumn(companies.confidenceLevelId);
    case "company-type":
      return sql`exists (select 1 from ${companyCompanyTypes} where ${companyCompanyTypes.companyTypeId} = ${lookups.id})`;
    case "company-member-designation":
      return sql`exists (select 1 from ${memberDesignations}
        join ${companyMembers} on ${companyMembers.id} = ${memberDesignations.memberId}
        where ${memberDesignations.designationId} = ${lookups.id}
          and ${companyMembers.companyId} is not null and not ${companyMembers.isDeleted})`;
    default:
      return kind satisfies never;
  }
}

/** Throws when an id names no entry of the kind; `field` is the input field that sent them. */
export async function checkLookupIds(
  db: Database,
  kind: LookupKind,
  ids: readonly Id[],
  field: string,
): Promise<void> {
  const wanted = uniqueIds(ids);
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.kind, kind), inArray(lookups.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) throw new InvalidReferenceError(field, missing);
}

export function createLookupRepository(db: Database) {
  const ofKind = (kind: LookupKind) => eq(lookups.kind, kind);
  const duplicate = (kind: LookupKind, error: unknown) =>
    violatedUniqueConstraint(error) === "lookups_kind_label_key"
      ? new DuplicateError("label", duplicateLookupMessage(kind))
      : error;
  const optionOrder = [asc(lookups.order), asc(sql`lower(${lookups.label})`), asc(lookups.id)];

  async function options(kind: LookupKind, extra?: SQL): Promise<LookupOption[]> {
    const rows = await db
      .select({ id: lookups.id, label: lookups.label, isActive: lookups.isActive })
      .from(lookups)
      .where(and(ofKind(kind), eq(lookups.isActive, true), extra))
      .orderBy(...optionOrder);
    return rows.map((row) => ({ id: row.id, label: row.label, is_active: row.isActive }));
  }

  return {
    async list(kind: LookupKind, params: ListParams): Promise<ListResult<Lookup>> {
      const [rows, count] = await listRows(db, params, LOOKUP_LIST, {
        query: db.select(lookupColumns).from(lookups).$dynamic(),
        table: lookups,
        where: listWhere(params, LOOKUP_LIST, [ofKind(kind)]),
      });
      return { rows: rows.map(toLookup), count };
    },

    async get(kind: LookupKind, id: Id): Promise<Lookup | null> {
      const [row] = await db
        .select(lookupColumns)
        .from(lookups)
        .where(and(ofKind(kind), eq(lookups.id, id)));
      return row ? toLookup(row) : null;
    },

    /** Throws DuplicateError when the label is taken in the list, case aside. */
    async create(kind: LookupKind, input: LookupInput): Promise<Lookup> {
      try {
        const [row] = await db
          .insert(lookups)
          .values({
            kind,
            label: input.label.trim(),
            name: lookupName(kind, input),
            order: input.order,
            isActive: input.is_active,
          })
          .returning(lookupColumns);
        if (!row) throw new Error("The insert returned no row.");
        return toLookup(row);
      } catch (error) {
        throw duplicate(kind, error);
      }
    },

    /** Null when the entry does not exist; throws DuplicateError when the label is taken. */
    async update(kind: LookupKind, id: Id, input: LookupInput): Promise<Lookup | null> {
      try {
        const [row] = await db
          .update(lookups)
          .set({
            label: input.label.trim(),
            name: lookupName(kind, input),
            order: input.order,
            isActive: input.is_active,
            modified: sql`now()`,
          })
          .where(and(ofKind(kind), eq(lookups.id, id)))
          .returning(lookupColumns);
        return row ? toLookup(row) : null;
      } catch (error) {
        throw duplicate(kind, error);
      }
    },

    /** Active entries for a select, by order then label. */
    options: (kind: LookupKind) => options(kind),

    /** Active entries some company (or a company's member) refers to. */
    inUse: (kind: LookupKind) => options(kind, usedBy(kind)),
  };
}

export type LookupRepository = ReturnType<typeof createLookupRepository>;
