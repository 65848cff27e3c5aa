import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyJourneyItems,
  companyMembers,
  emailLogs,
  jobs,
  journeyItemMembers,
  journeyItemUsers,
  journeyTasks,
  senders,
  users,
} from "../../db/schema";
import { notFound } from "../../http/HttpError";

// What a meeting's links and mail read of it: the gateway page's token lookup, the invitation and
// cancellation jobs' view of the meeting, and whether a message of it went out already.

export const MEETING_INVITATION_JOB = "meeting.invitation";
export const MEETING_CANCELLATION_JOB = "meeting.cancellation";
export const MEETING_LINK_FAILURE = "There was an error processing the meeting link.";

/** What the invitation and cancellation jobs read of a meeting. */
export type MeetingMail = {
  itemId: Id;
  companyId: Id;
  status: string | null;
  ownMeeting: boolean;
  title: string;
  start: Date;
  durationMinutes: number;
  attendeeToken: string | null;
  moderatorToken: string | null;
  room: string | null;
  createdBy: Id | null;
  sender: { email: string; name: string } | null;
  attendees: Array<{ email: string; name: string }>;
  moderators: Array<{ email: string; name: string }>;
};

/** What a gateway token opens. */
export type MeetingByToken = {
  itemId: Id;
  moderator: boolean;
  status: string | null;
  room: string;
  title: string;
  start: Date;
  durationMinutes: number;
  sender: { email: string; name: string } | null;
};

function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}

/** The journey item of a meeting, or null. */
export async function meetingRowOf(db: Database, id: Id) {
  const [row] = await db
    .select()
    .from(companyJourneyItems)
    .where(and(eq(companyJourneyItems.id, id), eq(companyJourneyItems.type, "MEETING")));
  return row ?? null;
}

async function senderOf(db: Database, senderId: Id | null) {
  if (senderId === null) return null;
  const [row] = await db
    .select({ email: senders.email, name: senders.senderName })
    .from(senders)
    .where(eq(senders.id, senderId));
  return row ?? null;
}

async function titleOf(db: Database, itemId: Id): Promise<string> {
  const [row] = await db
    .select({ company: companies.companyName, task: journeyTasks.label })
    .from(companyJourneyItems)
    .innerJoin(companies, eq(companies.id, companyJourneyItems.companyId))
    .innerJoin(journeyTasks, eq(journeyTasks.id, companyJourneyItems.taskId))
    .where(eq(companyJourneyItems.id, itemId));
  return row ? `${row.company} - ${row.task}` : "Meeting";
}

/** The reads of a meeting its links and its invitation jobs make. */
export function meetingMailQueries(db: Database) {
  return {
    /** What a gateway token opens; 404 for an unknown token and for a meeting no longer CONFIRMED. */
    async byToken(token: string): Promise<MeetingByToken> {
      const [row] = await db
        .select()
        .from(companyJourneyItems)
        .where(
          and(
            eq(companyJourneyItems.type, "MEETING"),
            sql`(${companyJourneyItems.attendeeToken} = ${token} or ${companyJourneyItems.moderatorToken} = ${token})`,
          ),
        );
      // A meeting no longer CONFIRMED is, to its links, as if it did not exist.
      if (!row || !row.meetingRoom || row.status !== "CONFIRMED") throw notFound(MEETING_LINK_FAILURE);
      return {
        itemId: row.id,
        moderator: row.moderatorToken === token,
        status: row.status,
        room: row.meetingRoom,
        title: await titleOf(db, row.id),
        start: row.startDate ?? row.created,
        durationMinutes: row.durationMinutes ?? 60,
        sender: await senderOf(db, row.senderId),
      };
    },

    /** The meeting as its invitation or cancellation is written; null when there is no such meeting. */
    async mailOf(itemId: Id): Promise<MeetingMail | null> {
      const row = await meetingRowOf(db, itemId);
      if (!row) return null;
      const [attendees, moderators] = await Promise.all([
        db
          .select({
            email: companyMembers.email,
            first: companyMembers.firstName,
            last: companyMembers.lastName,
          })
          .from(journeyItemMembers)
          .innerJoin(companyMembers, eq(companyMembers.id, journeyItemMembers.memberId))
          .where(and(eq(journeyItemMembers.journeyItemId, itemId), eq(companyMembers.isDeleted, false)))
          .orderBy(asc(journeyItemMembers.position)),
        db
          .select({ email: users.email, first: users.firstName, last: users.lastName })
          .from(journeyItemUsers)
          .innerJoin(users, eq(users.id, journeyItemUsers.userId))
          .where(and(eq(journeyItemUsers.journeyItemId, itemId), eq(journeyItemUsers.role, "moderator")))
          .orderBy(asc(journeyItemUsers.position)),
      ]);
      const people = (list: Array<{ email: string | null; first: string; last: string }>) =>
        list.flatMap((person) =>
          person.email ? [{ email: person.email, name: fullName(person.first, person.last) }] : [],
        );
      return {
        itemId: row.id,
        companyId: row.companyId,
        status: row.status,
        ownMeeting: row.ownMeeting,
        title: await titleOf(db, row.id),
        start: row.startDate ?? row.created,
        durationMinutes: row.durationMinutes ?? 60,
        attendeeToken: row.attendeeToken,
        moderatorToken: row.moderatorToken,
        room: row.meetingRoom,
        createdBy: row.createdBy,
        sender: await senderOf(db, row.senderId),
        attendees: people(attendees),
        moderators: people(moderators),
      };
    },

    /** Whether the meeting's invitation job is still queued or running. */
    async invitationPending(itemId: Id): Promise<boolean> {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.dedupeKey, `${MEETING_INVITATION_JOB}:${itemId}`),
            inArray(jobs.state, ["queued", "running"]),
          ),
        );
      return row !== undefined;
    },

    /**
     * Whether a message of this meeting was already sent for good: a log row of the item whose
     * calendar part has `method` and whose text holds `marker`, delivered or refused for good.
     */
    async alreadySent(itemId: Id, method: "REQUEST" | "CANCEL", marker: string): Promise<boolean> {
      const [row] = await db
        .select({ id: emailLogs.id })
        .from(emailLogs)
        .where(
          and(
            eq(emailLogs.journeyItemId, itemId),
            sql`strpos(${emailLogs.icsData}, ${`METHOD:${method}`}) > 0`,
            sql`strpos(${emailLogs.message}, ${marker}) > 0`,
            sql`(${emailLogs.delivered} or ${emailLogs.failure} = 'permanent')`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
