import { and, eq, inArray } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companyMembers, users } from "../../db/schema";
import { MEMBERS_NOT_OF_COMPANY_MESSAGE, refuse } from "./messages";

// The people a journey item names, checked before it is written: members of its company, users
// who are active.

/**
 * The members of the ids with their addresses; a 400 on `field` unless each one is a member of the
 * company, not deleted.
 */
export async function requireCompanyMembers(
  db: Database,
  companyId: Id,
  memberIds: Id[],
  field: string,
): Promise<Array<{ id: Id; email: string | null }>> {
  const members = await db
    .select({ id: companyMembers.id, email: companyMembers.email })
    .from(companyMembers)
    .where(
      and(
        inArray(companyMembers.id, memberIds),
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.isDeleted, false),
      ),
    );
  if (members.length !== memberIds.length) throw refuse(field, MEMBERS_NOT_OF_COMPANY_MESSAGE);
  return members;
}

/** A 400 on `field` with `message` unless each id is an active user's. */
export async function requireActiveUsers(db: Database, userIds: Id[], field: string, message: string) {
  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.isActive, true)));
  if (active.length !== userIds.length) throw refuse(field, message);
}
