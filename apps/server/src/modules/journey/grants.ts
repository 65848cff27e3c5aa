import { and, eq, sql } from "drizzle-orm";
import { grantChangeRefusal, type Id, type UserJourneyAccess } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { userJourneyAccess, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/HttpError";
import {
  itemOfCompany,
  JOURNEY_ITEM_CONTENT_TYPE,
  type JourneyActor,
  journeyReadAccess,
  readGrants,
  requireJourneyWrite,
  validUntilFrom,
} from "./access";
import { actionActorOf, refuseIf } from "./actionRefusals";
import { GRANT_ITEM_MESSAGE, GRANT_SELF_MESSAGE, GRANT_USER_INACTIVE_MESSAGE, refuse } from "./messages";

// Time-limited access of one user to one journey item of a company: given by someone who may write
// the journey, renewed or revoked by its giver (or a SUPER_ADMIN), each read through it logged.

const ACCESS_NOT_FOUND = "Access not found.";

/** One grant as the access dialog reads it. */
async function readGrant(db: Database, id: Id): Promise<UserJourneyAccess> {
  const [grant] = await readGrants(db, eq(userJourneyAccess.id, id));
  if (!grant) throw notFound(ACCESS_NOT_FOUND);
  return grant;
}

export function grantMethods(db: Database) {
  return {
    /** The grants on one journey item, newest first, each with its access log. */
    async listGrants(
      query: { company: Id; content_type: string; object_id: Id },
      actor: JourneyActor,
    ): Promise<UserJourneyAccess[]> {
      // Who may read the item may see its grants; a grantee sees only their own.
      const access = await journeyReadAccess(db, query.company, actor);
      if (!access.whole && !access.grants.some((grant) => grant.itemId === query.object_id))
        throw forbidden();
      return readGrants(
        db,
        and(
          eq(userJourneyAccess.companyId, query.company),
          eq(userJourneyAccess.contentType, query.content_type),
          eq(userJourneyAccess.objectId, query.object_id),
          access.whole ? undefined : eq(userJourneyAccess.userId, actor.userId),
        ),
      );
    },

    async createGrant(
      values: { user_id: Id; valid_days: number; company_id: Id; content_type: string; object_id: Id },
      actor: JourneyActor,
    ): Promise<UserJourneyAccess> {
      await requireJourneyWrite(db, values.company_id, actor);
      if (values.user_id === actor.userId) throw refuse("user_id", GRANT_SELF_MESSAGE);
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, values.user_id), eq(users.isActive, true)));
      if (!user) throw refuse("user_id", GRANT_USER_INACTIVE_MESSAGE);
      if (!(await itemOfCompany(db, values.object_id, values.company_id))) {
        throw refuse("object_id", GRANT_ITEM_MESSAGE);
      }
      const [row] = await db
        .insert(userJourneyAccess)
        .values({
          userId: values.user_id,
          companyId: values.company_id,
          contentType: JOURNEY_ITEM_CONTENT_TYPE,
          objectId: values.object_id,
          validDays: values.valid_days,
          validUntil: validUntilFrom(values.valid_days),
          createdBy: actor.userId,
        })
        .returning({ id: userJourneyAccess.id });
      if (!row) throw new Error("The insert returned no row.");
      return readGrant(db, row.id);
    },

    /** A new validity from now; 0 days revokes the grant at once. The grant's target stays. */
    async updateGrant(id: Id, validDays: number, actor: JourneyActor): Promise<UserJourneyAccess> {
      const [found] = await db.select().from(userJourneyAccess).where(eq(userJourneyAccess.id, id));
      if (!found) throw notFound(ACCESS_NOT_FOUND);
      refuseIf(grantChangeRefusal(actionActorOf(actor), { grantedBy: found.createdBy }));
      await db
        .update(userJourneyAccess)
        .set({
          validDays: validDays === 0 ? found.validDays : validDays,
          validUntil: validDays === 0 ? sql`now()` : validUntilFrom(validDays),
          modified: sql`now()`,
        })
        .where(eq(userJourneyAccess.id, id));
      return readGrant(db, id);
    },
  };
}
