import { and, eq, inArray, sql } from "drizzle-orm";
import type { CompanyMemberValues, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companyMembers, lookups } from "../../db/schema";
import { InvalidReferenceError } from "../../db/errors";
import { uniqueIds } from "../../db/wire";
import { MEMBER_DESIGNATIONS, syncLinks } from "../../db/links";

// The member list of the company form (journey-and-sign-in 4, "Company members"): in a saved
// company an entry with an id marked EDITED changes that member, one marked DELETED hides it (kept
// for the record), one without an id joins; entries without a mark and members left out stay as
// they are. In a new company every entry joins, except those marked DELETED.

/** A validated entry; a DELETED one is checked for nothing but its status, so its id is raw. */
export type MemberEntry = Omit<CompanyMemberValues, "id"> & { id?: unknown };

const isDeleted = (entry: MemberEntry) => entry.status === "DELETED";

function entryId(entry: MemberEntry): Id | null | "invalid" {
  if (entry.id === undefined || entry.id === null || entry.id === "") return null;
  const id = Number(entry.id);
  return Number.isInteger(id) && id > 0 ? id : "invalid";
}

/**
 * Throws InvalidReferenceError for a designation that is not one, or, in a saved company, for an
 * entry whose id names no member of that company.
 */
export async function checkMemberEntries(
  tx: Database,
  entries: readonly MemberEntry[],
  companyId: Id | null,
): Promise<void> {
  const kept = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !isDeleted(entry));
  const wanted = uniqueIds(kept.flatMap(({ entry }) => entry.cmd));
  const found =
    wanted.length === 0
      ? []
      : await tx
          .select({ id: lookups.id })
          .from(lookups)
          .where(and(eq(lookups.kind, "company-member-designation"), inArray(lookups.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  for (const { entry, index } of kept) {
    const missing = entry.cmd.filter((id) => !known.has(id));
    if (missing.length > 0) throw new InvalidReferenceError(`company_members.${index}.cmd`, missing);
  }

  if (companyId === null) return;
  const own = await tx
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.isDeleted, false)));
  const owned = new Set(own.map((row) => row.id));
  entries.forEach((entry, index) => {
    const id = entryId(entry);
    if (id === "invalid" || (id !== null && !owned.has(id))) {
      throw new InvalidReferenceError(`company_members.${index}.id`, id === "invalid" ? [] : [id]);
    }
  });
}

function memberColumns(entry: MemberEntry) {
  return {
    firstName: entry.first_name.trim(),
    middleName: entry.middle_name?.trim() || null,
    lastName: entry.last_name.trim(),
    email: entry.email.trim(),
    mobile: entry.mobile?.trim() ?? "",
    linkedinProfile: entry.linkedin_profile.trim(),
  };
}

async function writeDesignations(
  tx: Database,
  members: Array<{ id: Id; cmd: readonly Id[] }>,
): Promise<void> {
  await syncLinks(
    tx,
    MEMBER_DESIGNATIONS,
    members.map((member) => ({ id: member.id, ids: uniqueIds(member.cmd) })),
  );
}

/**
 * Applies checked entries to a company. `savedCompanyId` is the company's id on an update, null
 * on a create (where ids sent along are ignored).
 */
export async function writeMemberEntries(
  tx: Database,
  companyId: Id,
  entries: readonly MemberEntry[],
  savedCompanyId: Id | null,
): Promise<void> {
  const added: MemberEntry[] = [];
  const edited: Array<{ id: Id; entry: MemberEntry }> = [];
  const deleted: Id[] = [];
  for (const entry of entries) {
    const id = savedCompanyId === null ? null : entryId(entry);
    if (typeof id === "number") {
      if (isDeleted(entry)) deleted.push(id);
      else if (entry.status === "EDITED") edited.push({ id, entry });
    } else if (!isDeleted(entry)) {
      added.push(entry);
    }
  }

  if (deleted.length > 0) {
    await tx
      .update(companyMembers)
      .set({ isDeleted: true, modified: sql`now()` })
      .where(and(eq(companyMembers.companyId, companyId), inArray(companyMembers.id, deleted)));
  }
  for (const { id, entry } of edited) {
    await tx
      .update(companyMembers)
      .set({ ...memberColumns(entry), modified: sql`now()` })
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, id)));
  }
  const inserted: Array<{ id: Id; cmd: readonly Id[] }> = [];
  // One at a time, so that each new id is surely its entry's.
  for (const entry of added) {
    const [row] = await tx
      .insert(companyMembers)
      .values({ ...memberColumns(entry), companyId, isActive: true })
      .returning({ id: companyMembers.id });
    if (!row) throw new Error("The insert returned no row.");
    inserted.push({ id: row.id, cmd: entry.cmd });
  }
  await writeDesignations(tx, [...edited.map(({ id, entry }) => ({ id, cmd: entry.cmd })), ...inserted]);
}
