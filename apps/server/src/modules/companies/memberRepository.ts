import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import {
  type CompanyMemberInput,
  type CompanyMemberRecord,
  FLAG_FILTER,
  type Id,
  idsFilter,
  type LabelRef,
  type ListParams,
  type ListResult,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { MEMBER_DESIGNATIONS, syncLinks } from "../../db/links";
import { companyMembers, lookups, memberDesignations } from "../../db/schema";
import { checkCompanyIds } from "./repository";
import { listFields, listRows, type ListSpec, listWhere, readIds } from "../../db/listQuery";
import { checkLookupIds } from "../lookups";
import { iso, uniqueIds } from "../../db/wire";

const MEMBER_LIST: ListSpec = {
  sort: {
    id: [companyMembers.id],
    name: [sql`lower(${companyMembers.firstName})`, sql`lower(${companyMembers.lastName})`],
    first_name: [sql`lower(${companyMembers.firstName})`],
    last_name: [sql`lower(${companyMembers.lastName})`],
    email: [sql`lower(${companyMembers.email})`],
    mobile: [companyMembers.mobile],
    is_active: [companyMembers.isActive],
    created: [companyMembers.created],
  },
  defaultSort: { field: "created", direction: "desc" },
  id: companyMembers.id,
  search: [
    companyMembers.firstName,
    companyMembers.middleName,
    companyMembers.lastName,
    sql`${companyMembers.firstName} || ' ' || ${companyMembers.lastName}`,
    companyMembers.email,
    companyMembers.mobile,
  ],
  dates: { created: companyMembers.created, modified: companyMembers.modified },
  flags: { is_active: companyMembers.isActive },
};

/** Sort fields and filters of the company-members table, for `queryToListParams`. */
export const MEMBER_LIST_FIELDS = listFields(MEMBER_LIST, ["is_active", "cmd", "company"] as const, {
  is_active: FLAG_FILTER,
  cmd: idsFilter(),
  company: idsFilter(),
});

/** A member as the admin screen writes it; it may belong to a company or stand alone. */
export type MemberInput = CompanyMemberInput & { company_id?: Id | null };

const memberColumns = {
  id: companyMembers.id,
  companyId: companyMembers.companyId,
  firstName: companyMembers.firstName,
  middleName: companyMembers.middleName,
  lastName: companyMembers.lastName,
  email: companyMembers.email,
  mobile: companyMembers.mobile,
  linkedinProfile: companyMembers.linkedinProfile,
  isActive: companyMembers.isActive,
  created: companyMembers.created,
};

type MemberRow = Pick<typeof companyMembers.$inferSelect, keyof typeof memberColumns>;

async function loadDesignations(db: Database, memberIds: readonly Id[]): Promise<Map<Id, LabelRef[]>> {
  const grouped = new Map<Id, LabelRef[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return grouped;
  const rows = await db
    .select({ memberId: memberDesignations.memberId, id: lookups.id, label: lookups.label })
    .from(memberDesignations)
    .innerJoin(lookups, eq(lookups.id, memberDesignations.designationId))
    .where(inArray(memberDesignations.memberId, [...memberIds]))
    .orderBy(asc(memberDesignations.position), asc(lookups.id));
  for (const row of rows) grouped.get(row.memberId)?.push({ id: row.id, label: row.label });
  return grouped;
}

function toRecord(row: MemberRow, designation: LabelRef[] = []): CompanyMemberRecord {
  return {
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    linkedin_profile: row.linkedinProfile,
    cmd: designation.map((entry) => entry.id),
    designation,
    is_active: row.isActive,
    created: iso(row.created),
    company_id: row.companyId,
  };
}

export function createCompanyMemberRepository(db: Database) {
  // Members removed through the company form are kept for the record but shown nowhere.
  const visible = eq(companyMembers.isDeleted, false);

  async function read(ids: readonly Id[]): Promise<CompanyMemberRecord[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select(memberColumns)
      .from(companyMembers)
      .where(and(visible, inArray(companyMembers.id, [...ids])));
    const designations = await loadDesignations(
      db,
      rows.map((row) => row.id),
    );
    const byId = new Map(rows.map((row) => [row.id, toRecord(row, designations.get(row.id))]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function writeDesignations(tx: Database, memberId: Id, cmd: readonly Id[]): Promise<void> {
    await syncLinks(tx, MEMBER_DESIGNATIONS, [{ id: memberId, ids: uniqueIds(cmd) }]);
  }

  async function checkInput(tx: Database, input: MemberInput): Promise<void> {
    await checkLookupIds(tx, "company-member-designation", input.cmd, "cmd");
    if (input.company_id !== undefined && input.company_id !== null) {
      await checkCompanyIds(tx, [input.company_id], "company_id");
    }
  }

  const fields = (input: MemberInput) => ({
    firstName: input.first_name.trim(),
    middleName: input.middle_name?.trim() || null,
    lastName: input.last_name.trim(),
    email: input.email.trim(),
    mobile: input.mobile?.trim() ?? "",
    linkedinProfile: input.linkedin_profile.trim(),
    isActive: input.is_active,
    ...(input.company_id !== undefined ? { companyId: input.company_id } : {}),
  });

  return {
    async list(params: ListParams): Promise<ListResult<CompanyMemberRecord>> {
      const designations = readIds(params.filters?.cmd);
      const companyIds = readIds(params.filters?.company);
      const [rows, count] = await listRows(db, params, MEMBER_LIST, {
        query: db.select(memberColumns).from(companyMembers).$dynamic(),
        table: companyMembers,
        where: listWhere(params, MEMBER_LIST, [
          visible,
          designations.length === 0
            ? undefined
            : exists(
                db
                  .select({ one: sql`1` })
                  .from(memberDesignations)
                  .where(
                    and(
                      eq(memberDesignations.memberId, companyMembers.id),
                      inArray(memberDesignations.designationId, designations),
                    ),
                  ),
              ),
          companyIds.length === 0 ? undefined : inArray(companyMembers.companyId, companyIds),
        ]),
      });
      const labels = await loadDesignations(
        db,
        rows.map((row) => row.id),
      );
      return { rows: rows.map((row) => toRecord(row, labels.get(row.id))), count };
    },

    async get(id: Id): Promise<CompanyMemberRecord | null> {
      const [record] = await read([id]);
      return record ?? null;
    },

    /** Throws InvalidReferenceError for an unknown designation or company. */
    async create(input: MemberInput): Promise<CompanyMemberRecord> {
      const id = await db.transaction(async (tx) => {
        await checkInput(tx, input);
        const [row] = await tx
          .insert(companyMembers)
          .values(fields(input))
          .returning({ id: companyMembers.id });
        if (!row) throw new Error("The insert returned no row.");
        await writeDesignations(tx, row.id, input.cmd);
        return row.id;
      });
      const [record] = await read([id]);
      if (!record) throw new Error(`Member ${id} vanished after it was created.`);
      return record;
    },

    /** Null for an unknown (or removed) member; the company stays unless `company_id` is given. */
    async update(id: Id, input: MemberInput): Promise<CompanyMemberRecord | null> {
      const found = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: companyMembers.id })
          .from(companyMembers)
          .where(and(visible, eq(companyMembers.id, id)))
          .for("update");
        if (!existing) return false;
        await checkInput(tx, input);
        await tx
          .update(companyMembers)
          .set({ ...fields(input), modified: sql`now()` })
          .where(eq(companyMembers.id, id));
        await writeDesignations(tx, id, input.cmd);
        return true;
      });
      if (!found) return null;
      const [record] = await read([id]);
      return record ?? null;
    },
  };
}

export type CompanyMemberRepository = ReturnType<typeof createCompanyMemberRepository>;
