import { eq, sql } from "drizzle-orm";
import type { Comment, Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companyComments, users } from "../../db/schema";
import { forbidden, notFound } from "../../http/HttpError";
import { itemOfCompany, type JourneyActor, requireJourneyWrite } from "./access";
import { GRANT_ITEM_MESSAGE, NOT_COMMENT_AUTHOR_MESSAGE, refuse, SELECT_VALID_CHOICE } from "./messages";
import { commentOf } from "./timelineShapes";

// Comments on a company, or on one of its journey items. Anyone who may write on the journey may
// comment; only a comment's author may change it.

export type CommentValues = { company_id: Id; comment_text: string; journey_item_id?: Id | null | undefined };

async function personOf(db: Database, userId: Id) {
  const [row] = await db
    .select({ first_name: users.firstName, last_name: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { first_name: "", last_name: "" };
}

export function commentMethods(db: Database) {
  /** A new comment (`id` null), or the change of the actor's own comment; the item stays as it was. */
  async function saveComment(id: Id | null, values: CommentValues, actor: JourneyActor): Promise<Comment> {
    const row = id === null ? await newComment(values, actor) : await changedComment(id, values, actor);
    return commentOf(row, await personOf(db, actor.userId));
  }

  async function newComment(values: CommentValues, actor: JourneyActor) {
    await requireJourneyWrite(db, values.company_id, actor);
    const itemId = values.journey_item_id ?? null;
    if (itemId !== null && !(await itemOfCompany(db, itemId, values.company_id))) {
      throw refuse("journey_item_id", GRANT_ITEM_MESSAGE);
    }
    const [row] = await db
      .insert(companyComments)
      .values({
        companyId: values.company_id,
        journeyItemId: itemId,
        commentText: values.comment_text,
        createdBy: actor.userId,
        modifiedBy: actor.userId,
      })
      .returning();
    if (!row) throw new Error("The insert returned no row.");
    return row;
  }

  async function changedComment(id: Id, values: CommentValues, actor: JourneyActor) {
    const [found] = await db.select().from(companyComments).where(eq(companyComments.id, id));
    if (!found) throw notFound("Comment not found.");
    if (found.createdBy !== actor.userId) throw forbidden(NOT_COMMENT_AUTHOR_MESSAGE);
    if (found.companyId !== values.company_id) throw refuse("company_id", SELECT_VALID_CHOICE);
    const [row] = await db
      .update(companyComments)
      .set({ commentText: values.comment_text, modifiedBy: actor.userId, modified: sql`now()` })
      .where(eq(companyComments.id, id))
      .returning();
    if (!row) throw notFound("Comment not found.");
    return row;
  }

  return {
    createComment: (values: CommentValues, actor: JourneyActor) => saveComment(null, values, actor),
    updateComment: (id: Id, values: CommentValues, actor: JourneyActor) => saveComment(id, values, actor),
  };
}
