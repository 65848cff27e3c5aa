import { and, asc, eq, sql } from "drizzle-orm";
import {
  ACTION_MESSAGES,
  type CompanyDocument,
  type Id,
  type Meeting,
  meetingCancelRefusal,
  meetingCommentRefusal,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companyComments,
  companyDocuments,
  companyJourneyItems,
  journeyItemMembers,
  journeyItemUsers,
  senders,
} from "../../db/schema";
import { badRequest, notFound } from "../../http/HttpError";
import { enqueue } from "../../jobs";
import { newMeetingToken, newRoomName } from "./links";
import { actionActorOf, refuseIf } from "../journey";
import { enqueueCompression, isMedia } from "../documents";
import { type JourneyActor, requireItemRead, requireJourneyWrite } from "../journey";
import { addItem, requireActiveUsers, requireCompanyMembers, SELECT_VALID_CHOICE } from "../journey";
import { companyDocumentOf, documentVisible, readItem } from "../journey";
import { uniqueIds } from "../../db/wire";
import {
  MEETING_CANCELLATION_JOB,
  MEETING_INVITATION_JOB,
  meetingMailQueries,
  meetingRowOf,
} from "./mailQueries";

// Meetings are journey items of type MEETING: the item's id is the meeting's id. Scheduling writes
// the item, its attendees and moderators, its document and its invitation job in one transaction;
// a comment by a listed moderator completes it; a cancellation (while not COMPLETED) queues the
// cancelling calendar message. The invitation and cancellation jobs are in `invitationJob.ts`.

export const MEETING_NOT_FOUND = "Meeting not found.";
export const MODERATORS_INACTIVE_MESSAGE = "Moderators must be active users.";
export const SENDER_NOT_VERIFIED_MESSAGE = "Select an active, verified sender.";
// Who may comment on or cancel a meeting is the contract's rule (actionRules), as the screens read it.
export const NOT_A_MODERATOR_MESSAGE = ACTION_MESSAGES.notAModerator;
export const ALREADY_COMMENTED_MESSAGE = ACTION_MESSAGES.alreadyCommented;
export const MEETING_CANCELLED_MESSAGE = ACTION_MESSAGES.meetingCancelled;
export const MEETING_COMPLETED_MESSAGE = ACTION_MESSAGES.meetingCompleted;
export const MEETING_ALREADY_CANCELLED_MESSAGE = ACTION_MESSAGES.meetingAlreadyCancelled;
export const NOT_MEETING_OWNER_MESSAGE = ACTION_MESSAGES.notMeetingOwner;
/** The spec's words for a gateway link that leads nowhere. */

const refuse = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** A file of the meeting, already in storage. */
export type MeetingFile = { key: string; fileName: string; mimeType: string; size: number };

export type ScheduleValues = {
  company_id: Id;
  stage_id: Id;
  task_id: Id;
  attendees: Id[];
  moderators: Id[];
  sender_id: Id | null;
  start_date: Date | null;
  duration: number;
  own_meeting: boolean;
  description: string | null;
  file: MeetingFile | null;
};

export function createMeetingRepository(db: Database) {
  const meetingRow = (id: Id) => meetingRowOf(db, id);

  /** The meeting `id` of the company named: 404 for no meeting, 400 for another company's. */
  async function meetingOfCompany(id: Id, companyId: Id) {
    const found = await meetingRow(id);
    if (!found) throw notFound(MEETING_NOT_FOUND);
    if (found.companyId !== companyId) throw refuse("company_id", SELECT_VALID_CHOICE);
    return found;
  }

  /** The meeting's status, its row locked until `tx` ends. */
  async function lockStatus(tx: Database, id: Id) {
    const [row] = await tx
      .select({ status: companyJourneyItems.status })
      .from(companyJourneyItems)
      .where(eq(companyJourneyItems.id, id))
      .for("update");
    return row;
  }

  async function readMeeting(id: Id): Promise<Meeting> {
    const item = await readItem(db, id);
    if (!item?.meeting) throw notFound(MEETING_NOT_FOUND);
    return item.meeting;
  }

  /** The meeting's moderators' pks. */
  async function moderatorsOf(itemId: Id, tx: Database = db): Promise<Id[]> {
    const rows = await tx
      .select({ userId: journeyItemUsers.userId })
      .from(journeyItemUsers)
      .where(and(eq(journeyItemUsers.journeyItemId, itemId), eq(journeyItemUsers.role, "moderator")));
    return rows.map((row) => row.userId);
  }

  /** The users who have commented on the meeting. */
  async function commentersOf(itemId: Id, tx: Database = db): Promise<Id[]> {
    const rows = await tx
      .selectDistinct({ userId: companyComments.createdBy })
      .from(companyComments)
      .where(eq(companyComments.journeyItemId, itemId));
    return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
  }

  return {
    ...meetingMailQueries(db),

    /** Throws 404 or 403 unless the actor may add to the company's journey (before a file is stored). */
    requireWrite: (companyId: Id, actor: JourneyActor) => requireJourneyWrite(db, companyId, actor),

    /**
     * Schedules a meeting; one transaction writes the item (CONFIRMED), its people, its document
     * and, for the product's own meeting, the invitation job. Answers the meeting.
     */
    async schedule(values: ScheduleValues, actor: JourneyActor): Promise<Meeting> {
      await requireJourneyWrite(db, values.company_id, actor);
      const attendees = uniqueIds(values.attendees);
      await requireCompanyMembers(db, values.company_id, attendees, "attendees");
      const moderators = uniqueIds(values.moderators);
      await requireActiveUsers(db, moderators, "moderators", MODERATORS_INACTIVE_MESSAGE);
      if (values.sender_id !== null) {
        const [sender] = await db
          .select({ id: senders.id })
          .from(senders)
          .where(
            and(eq(senders.id, values.sender_id), eq(senders.isActive, true), eq(senders.isVerified, true)),
          );
        if (!sender) throw refuse("sender_id", SENDER_NOT_VERIFIED_MESSAGE);
      }
      const itemId = await db.transaction(async (tx) => {
        const id = await addItem(tx, values, "MEETING", actor, {
          status: "CONFIRMED",
          startDate: values.start_date ?? new Date(),
        });
        await tx
          .update(companyJourneyItems)
          .set({
            durationMinutes: values.duration,
            senderId: values.sender_id,
            ownMeeting: values.own_meeting,
            ...(values.own_meeting
              ? {
                  meetingRoom: newRoomName(),
                  attendeeToken: newMeetingToken(),
                  moderatorToken: newMeetingToken(),
                }
              : {}),
          })
          .where(eq(companyJourneyItems.id, id));
        await tx
          .insert(journeyItemMembers)
          .values(attendees.map((memberId, position) => ({ journeyItemId: id, memberId, position })));
        await tx.insert(journeyItemUsers).values(
          moderators.map((userId, position) => ({
            journeyItemId: id,
            userId,
            role: "moderator",
            position,
          })),
        );
        if (values.file) {
          const recording = isMedia(values.file);
          // A recording is compressed in the background, as one of the Upload dialog is.
          const [document] = await tx
            .insert(companyDocuments)
            .values({
              companyId: values.company_id,
              journeyItemId: id,
              role: "file",
              type: recording ? "RECORDING" : "OTHER",
              storageKey: values.file.key,
              fileName: values.file.fileName,
              mimeType: values.file.mimeType,
              sizeBytes: values.file.size,
              description: values.description,
              state: recording ? "PENDING" : "UPLOADED",
              createdBy: actor.userId,
            })
            .returning({ id: companyDocuments.id });
          if (recording && document) await enqueueCompression(tx, document.id, values.file.key);
        }
        if (values.own_meeting) {
          await enqueue(tx, {
            kind: MEETING_INVITATION_JOB,
            payload: { itemId: id, scheduledBy: actor.userId },
            dedupeKey: `${MEETING_INVITATION_JOB}:${id}`,
          });
        }
        return id;
      });
      return readMeeting(itemId);
    },

    /** A listed moderator's one comment: it joins the item and the meeting is COMPLETED. */
    async comment(
      id: Id,
      values: { company_id: Id; comment_text: string },
      actor: JourneyActor,
    ): Promise<Meeting> {
      const found = await meetingOfCompany(id, values.company_id);
      await db.transaction(async (tx) => {
        // Serializes two comments (or a comment and a cancellation) sent at once.
        const row = await lockStatus(tx, id);
        // Only a moderator who has not commented yet may, on a meeting not cancelled.
        refuseIf(
          meetingCommentRefusal(actionActorOf(actor), {
            status: row?.status ?? null,
            moderators: await moderatorsOf(id, tx),
            commentedBy: await commentersOf(id, tx),
          }),
        );
        await tx.insert(companyComments).values({
          companyId: found.companyId,
          journeyItemId: id,
          commentText: values.comment_text,
          createdBy: actor.userId,
          modifiedBy: actor.userId,
        });
        await tx
          .update(companyJourneyItems)
          .set({ status: "COMPLETED", modifiedBy: actor.userId, modified: sql`now()` })
          .where(eq(companyJourneyItems.id, id));
      });
      return readMeeting(id);
    },

    /** Cancels a meeting not yet COMPLETED; its own meeting's people are told by the cancellation job. */
    async cancel(values: { id: Id; company_id: Id }, actor: JourneyActor): Promise<void> {
      const found = await meetingOfCompany(values.id, values.company_id);
      await db.transaction(async (tx) => {
        // Serializes a cancellation with a comment (or another cancellation) sent at once.
        const row = await lockStatus(tx, values.id);
        refuseIf(
          meetingCancelRefusal(actionActorOf(actor), {
            status: row?.status ?? null,
            scheduledBy: found.createdBy,
            moderators: await moderatorsOf(values.id, tx),
          }),
        );
        await tx
          .update(companyJourneyItems)
          .set({ status: "CANCELLED", modifiedBy: actor.userId, modified: sql`now()` })
          .where(eq(companyJourneyItems.id, values.id));
        if (found.ownMeeting) {
          await enqueue(tx, {
            kind: MEETING_CANCELLATION_JOB,
            payload: { itemId: values.id, cancelledBy: actor.userId },
            dedupeKey: `${MEETING_CANCELLATION_JOB}:${values.id}`,
          });
        }
      });
    },

    /** The meeting's recordings and documents, to those who may read the meeting. */
    async documents(id: Id, actor: JourneyActor): Promise<CompanyDocument[]> {
      const found = await meetingRow(id);
      if (!found) throw notFound(MEETING_NOT_FOUND);
      await requireItemRead(db, found.companyId, id, actor);
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(eq(companyDocuments.journeyItemId, id))
        .orderBy(asc(companyDocuments.created), asc(companyDocuments.id));
      const viewer = { userId: actor.userId, superAdmin: actor.superAdmin, publicUrl: "" };
      return rows.filter((row) => documentVisible(row, viewer)).map(companyDocumentOf);
    },
  };
}

export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
