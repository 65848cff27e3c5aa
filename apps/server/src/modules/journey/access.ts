import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Id, JourneyAccessLevel, JourneyAccessRead, UserJourneyAccess } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyJourneyItems,
  journeyAccessReads,
  userJourneyAccess,
  users,
} from "../../db/schema";
import { forbidden, notFound } from "../../http/HttpError";
import { visibleCompanies } from "../../auth/companyVisibility";
import type { Principal } from "../../auth/plugin";
import { iso } from "../../db/wire";

// Who may read and write a company's journey. The whole journey: a user holding can_view_journey
// who sees the company (a SUPER_ADMIN acting as one sees them all). One item of it: a user holding
// an unexpired grant on that item (`content_type` journeyitem, `object_id` the item), each read
// recorded. Anything else: 404 for a company the caller does not see (its existence is not told;
// a grant that expired or was revoked opens nothing), 403 for one they see without the right.

export const JOURNEY_PERMISSION = "can_view_journey";
export const JOURNEY_ITEM_CONTENT_TYPE = "journeyitem";
export const COMPANY_NOT_FOUND = "Company not found.";

/** The signed-in user as the journey decides with it. */
export type JourneyActor = {
  userId: Id;
  /** Acting as SUPER_ADMIN: sees every company, may revoke any grant. */
  superAdmin: boolean;
  canViewJourney: boolean;
};

/** The signed-in user as the journey decides with it: the active role and the permission. */
export function journeyActorOf(principal: Principal): JourneyActor {
  return {
    userId: principal.user.pk,
    superAdmin: principal.activeRole === "SUPER_ADMIN",
    canViewJourney: principal.permissions.includes(JOURNEY_PERMISSION),
  };
}

export type JourneyReadAccess = { whole: true } | { whole: false; grants: Array<{ id: Id; itemId: Id }> };

const viewerOf = (actor: JourneyActor) => ({ userId: actor.userId, seesAll: actor.superAdmin });

/** Whether the actor sees the company other than through a grant. */
export async function seesCompany(db: Database, companyId: Id, actor: JourneyActor): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), visibleCompanies(viewerOf(actor), { throughGrants: false })));
  return row !== undefined;
}

async function liveGrants(db: Database, companyId: Id, actor: JourneyActor) {
  return db
    .select({ id: userJourneyAccess.id, itemId: userJourneyAccess.objectId })
    .from(userJourneyAccess)
    .where(
      and(
        eq(userJourneyAccess.userId, actor.userId),
        eq(userJourneyAccess.companyId, companyId),
        eq(userJourneyAccess.contentType, JOURNEY_ITEM_CONTENT_TYPE),
        gt(userJourneyAccess.validUntil, sql`now()`),
      ),
    );
}

/** Throws 404 or 403 unless the actor may write on the company's journey. */
export async function requireJourneyWrite(db: Database, companyId: Id, actor: JourneyActor): Promise<void> {
  if (await seesCompany(db, companyId, actor)) {
    if (!actor.canViewJourney) throw forbidden();
    return;
  }
  // Through a grant the company shows one item, read-only: its journey is not for them to write on.
  if ((await liveGrants(db, companyId, actor)).length > 0) throw forbidden();
  throw notFound(COMPANY_NOT_FOUND);
}

/** How much of the company's journey the actor may read; throws 404 or 403 when nothing. */
export async function journeyReadAccess(
  db: Database,
  companyId: Id,
  actor: JourneyActor,
): Promise<JourneyReadAccess> {
  if (actor.canViewJourney && (await seesCompany(db, companyId, actor))) return { whole: true };
  const grants = await liveGrants(db, companyId, actor);
  if (grants.length > 0) return { whole: false, grants };
  // A grant that expired or was revoked leaves the company out of sight, as if it were unknown.
  if (await seesCompany(db, companyId, actor)) throw forbidden();
  throw notFound(COMPANY_NOT_FOUND);
}

/** What the actor may do with the company's journey, as `journeyReadAccess` decides, without throwing. */
export async function journeyAccessLevel(
  db: Database,
  companyId: Id,
  actor: JourneyActor,
): Promise<JourneyAccessLevel> {
  if (actor.canViewJourney && (await seesCompany(db, companyId, actor))) return "whole";
  return (await liveGrants(db, companyId, actor)).length > 0 ? "shared" : "none";
}

/** Throws unless the actor may read this item; records the read when it goes through a grant. */
export async function requireItemRead(
  db: Database,
  companyId: Id,
  itemId: Id,
  actor: JourneyActor,
): Promise<void> {
  const access = await journeyReadAccess(db, companyId, actor);
  if (access.whole) return;
  const used = access.grants.filter((grant) => grant.itemId === itemId);
  if (used.length === 0) throw forbidden();
  await recordReads(db, used, actor);
}

/** One read per grant used, by the actor, now. */
export async function recordReads(db: Database, grants: ReadonlyArray<{ id: Id }>, actor: JourneyActor) {
  if (grants.length === 0) return;
  await db
    .insert(journeyAccessReads)
    .values(grants.map((grant) => ({ accessId: grant.id, userId: actor.userId })));
}

// --- Grants as the access dialog reads them -------------------------------------------------------

const DAY_MS = 86_400_000;

export function validUntilFrom(validDays: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + validDays * DAY_MS);
}

export async function readGrants(db: Database, where: ReturnType<typeof and>): Promise<UserJourneyAccess[]> {
  const rows = await db
    .select({
      grant: userJourneyAccess,
      first: users.firstName,
      last: users.lastName,
      creatorFirst: sql<string | null>`creator.first_name`,
      creatorLast: sql<string | null>`creator.last_name`,
    })
    .from(userJourneyAccess)
    .innerJoin(users, eq(users.id, userJourneyAccess.userId))
    .leftJoin(sql`${users} as creator`, sql`creator.id = ${userJourneyAccess.createdBy}`)
    .where(where)
    .orderBy(desc(userJourneyAccess.created), desc(userJourneyAccess.id));
  if (rows.length === 0) return [];
  const reads = await db
    .select({
      accessId: journeyAccessReads.accessId,
      at: journeyAccessReads.accessedAt,
      pk: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(journeyAccessReads)
    .innerJoin(users, eq(users.id, journeyAccessReads.userId))
    .where(
      inArray(
        journeyAccessReads.accessId,
        rows.map((row) => row.grant.id),
      ),
    )
    .orderBy(desc(journeyAccessReads.accessedAt), desc(journeyAccessReads.id));
  const log = new Map<Id, JourneyAccessRead[]>();
  for (const { accessId, at, ...user } of reads) {
    const list = log.get(accessId) ?? [];
    list.push({ user, accessed_at: iso(at) });
    log.set(accessId, list);
  }
  return rows.map(({ grant, first, last, creatorFirst, creatorLast }) => ({
    id: grant.id,
    user: { pk: grant.userId, first_name: first, last_name: last },
    user_id: grant.userId,
    valid_until: iso(grant.validUntil),
    valid_days: grant.validDays,
    company_id: grant.companyId,
    content_type: grant.contentType,
    object_id: grant.objectId,
    created_by:
      grant.createdBy === null || creatorFirst === null || creatorLast === null
        ? null
        : { pk: grant.createdBy, first_name: creatorFirst, last_name: creatorLast },
    access_log: log.get(grant.id) ?? [],
  }));
}

/** Whether the item is one of the company's journey items. */
export async function itemOfCompany(db: Database, itemId: Id, companyId: Id): Promise<boolean> {
  const [row] = await db
    .select({ id: companyJourneyItems.id })
    .from(companyJourneyItems)
    .where(and(eq(companyJourneyItems.id, itemId), eq(companyJourneyItems.companyId, companyId)));
  return row !== undefined;
}
