import { eq } from "drizzle-orm";
import { Value } from "typebox/value";
import { beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@pipeline/contract";
import { Data, JourneyTimelineSchema } from "@pipeline/contract/wire";
import {
  companyComments,
  companyDocuments,
  companyJourneyItems,
  companyMembers,
  journeyCallNotes,
  journeyEvaluationAnswers,
  journeyEvaluations,
  journeyItemMembers,
  journeyItemUsers,
  journeyStages,
  journeySummaries,
  journeyTasks,
  memberDesignations,
  users,
} from "../../src/db/schema";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { type Caller, companyBody, companyWorld, createAccount } from "./companyWorld";
import { ADMIN, injectedApp } from "./injectApp";

// The whole timeline of a company holding every kind of item, written straight into the journey's
// tables: the answer is built here from what was written (each stage with its items, every field of
// each), and the route's answer must be exactly that, and hold nothing its schema does not name.

const PUBLIC_URL = "http://timeline.test";
const server = injectedApp({ services: { publicUrl: PUBLIC_URL } });

type Person = { pk: Id; first_name: string; last_name: string };
type Task = { id: Id; stageId: Id; label: string; type: string };

let admin: Caller;
let adminPerson: Person;
let companyId: Id;
let expected: unknown[];

const at = (day: number, hour = 9) => new Date(Date.UTC(2025, 2, day, hour, 15, 30, 250));
const iso = (date: Date) => date.toISOString();

async function person(id: Id): Promise<Person> {
  const [row] = await server.database.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new Error(`No user ${id}.`);
  return { pk: id, first_name: row.first, last_name: row.last };
}

beforeAll(async () => {
  const { db } = server.database;
  const world = await companyWorld(server, "Timeline one", "Timeline two");
  admin = world.admin;
  companyId = await admin.create(companyBody(world.one));
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN.username));
  const reviewerA = await person((await createAccount(server)).id);
  const reviewerB = await person((await createAccount(server)).id);
  const moderator = await person((await createAccount(server)).id);
  if (!adminRow) throw new Error("No seeded admin.");
  adminPerson = await person(adminRow.id);
  const author = reviewerA;

  const stages = await db.select().from(journeyStages);
  const tasks: Task[] = await db
    .select({
      id: journeyTasks.id,
      stageId: journeyTasks.stageId,
      label: journeyTasks.label,
      type: journeyTasks.type,
    })
    .from(journeyTasks);
  const taskOf = (type: string, nth = 0) => {
    const found = tasks.filter((task) => task.type === type)[nth] ?? tasks.find((task) => task.type === type);
    if (!found) throw new Error(`No ${type} task.`);
    return found;
  };

  const members = await db
    .insert(companyMembers)
    .values([
      {
        companyId,
        firstName: "Kavya",
        middleName: "R",
        lastName: "Iyer",
        email: "kavya@ex.test",
        mobile: "9800000001",
        linkedinProfile: "https://www.linkedin.com/in/kavya",
      },
      { companyId, firstName: "Arjun", lastName: "Kapoor", email: "arjun@ex.test" },
    ])
    .returning();
  const [kavya, arjun] = members as [typeof companyMembers.$inferSelect, typeof companyMembers.$inferSelect];
  const designation = world.one["company-member-designation"];
  await db.insert(memberDesignations).values({ memberId: kavya.id, designationId: designation, position: 0 });
  const memberOf = (row: typeof kavya, cmd: Id[]) => ({
    id: row.id,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    linkedin_profile: row.linkedinProfile,
    cmd,
  });

  /** One item: its row, then what the timeline should answer of it (filled in below). */
  const items: Array<{
    row: typeof companyJourneyItems.$inferSelect;
    task: Task;
    answer: Record<string, unknown>;
  }> = [];
  async function item(
    task: Task,
    day: number,
    fields: Partial<typeof companyJourneyItems.$inferInsert> = {},
    modifiedBy: Person | null = null,
  ) {
    const [row] = await db
      .insert(companyJourneyItems)
      .values({
        companyId,
        stageId: task.stageId,
        taskId: task.id,
        type: task.type,
        createdBy: adminPerson.pk,
        modifiedBy: modifiedBy?.pk ?? null,
        created: at(day),
        modified: at(day, modifiedBy ? 15 : 9),
        ...fields,
      })
      .returning();
    if (!row) throw new Error("No item.");
    const answer: Record<string, unknown> = {
      id: row.id,
      journey_item: {
        stage: { id: task.stageId, label: stages.find((stage) => stage.id === task.stageId)?.label },
        task: { id: task.id, label: task.label, type: task.type },
      },
      created: iso(at(day)),
      modified: iso(at(day, modifiedBy ? 15 : 9)),
      created_by: adminPerson,
      modified_by: modifiedBy,
      status: row.status,
      comments: [],
      files: [],
      reviewers: [],
      moderators: [],
      attendees: [],
      company_members: [],
      message: row.message,
      subject: row.subject,
      body: row.body,
      receiver_emails: row.receiverEmails,
      cc: row.cc,
      bcc: row.bcc,
      attachments: [],
      start_date: row.startDate ? iso(row.startDate) : null,
      meeting_attendee_link: null,
      meeting_moderator_link: null,
      evaluation: null,
      meeting: null,
      summary_id: null,
      call_notes_id: null,
    };
    items.push({ row, task, answer });
    return { row, answer };
  }
  async function comment(
    itemId: Id,
    answer: Record<string, unknown>,
    text: string,
    by: Person,
    created: Date,
  ) {
    const [row] = await db
      .insert(companyComments)
      .values({
        companyId,
        journeyItemId: itemId,
        commentText: text,
        createdBy: by.pk,
        modifiedBy: by.pk,
        created,
      })
      .returning({ id: companyComments.id });
    (answer.comments as unknown[]).push({
      id: row?.id,
      comment_text: text,
      created_by: { first_name: by.first_name, last_name: by.last_name },
      created: iso(created),
    });
  }
  async function document(itemId: Id, values: Partial<typeof companyDocuments.$inferInsert>, created: Date) {
    const [row] = await db
      .insert(companyDocuments)
      .values({
        companyId,
        journeyItemId: itemId,
        storageKey: `journey/${itemId}/${created.getTime()}.pdf`,
        fileName: "deck.pdf",
        mimeType: "application/pdf",
        sizeBytes: 1234,
        createdBy: adminPerson.pk,
        created,
        ...values,
      })
      .returning();
    if (!row) throw new Error("No document.");
    return {
      id: row.id,
      type: row.type,
      file: row.storageKey,
      file_name: row.fileName,
      description: row.description,
      created: iso(created),
      created_by: row.createdBy,
      is_uploaded: row.state,
      uploaded_on: row.uploadedOn,
      journey_item: itemId,
      transcription_file: row.transcriptionKey,
      transcription_file_name: row.transcriptionFileName,
    };
  }

  // A LinkedIn message to both members, changed by a reviewer, with two comments (oldest first).
  const linkedin = await item(
    taskOf("LINKEDIN"),
    1,
    { message: "Hello from the fund", startDate: at(2) },
    reviewerB,
  );
  await db.insert(journeyItemMembers).values([
    { journeyItemId: linkedin.row.id, memberId: arjun.id, position: 0 },
    { journeyItemId: linkedin.row.id, memberId: kavya.id, position: 1 },
  ]);
  linkedin.answer.company_members = [memberOf(arjun, []), memberOf(kavya, [designation])];
  await comment(linkedin.row.id, linkedin.answer, "Second word", reviewerB, at(3));
  await comment(linkedin.row.id, linkedin.answer, "First word", author, at(2));
  (linkedin.answer.comments as Array<{ created: string }>).sort((a, b) => a.created.localeCompare(b.created));

  // An e-mail with its receivers, copies, status, subject and body, and an attachment.
  const email = await item(taskOf("EMAIL"), 4, {
    status: "delivered",
    subject: "Our term sheet",
    body: "<p>Dear Kavya,</p><p>Please find it attached.</p>",
    receiverEmails: ["kavya@ex.test"],
    cc: ["deals@ex.test"],
    bcc: ["audit@ex.test"],
    startDate: at(5),
  });
  email.answer.attachments = [await document(email.row.id, { role: "attachment", type: "OTHER" }, at(4, 10))];

  // An evaluation: two reviewers listed, one answered; its decision comment.
  const evaluationTask = taskOf("EVALUATION");
  const evaluationItem = await item(evaluationTask, 6, { status: "HOLD" });
  await db.insert(journeyItemUsers).values([
    { journeyItemId: evaluationItem.row.id, userId: reviewerB.pk, role: "reviewer", position: 0 },
    { journeyItemId: evaluationItem.row.id, userId: reviewerA.pk, role: "reviewer", position: 1 },
  ]);
  const [evaluation] = await db
    .insert(journeyEvaluations)
    .values({ journeyItemId: evaluationItem.row.id, status: "HOLD", comment: "Wait for the audit" })
    .returning({ id: journeyEvaluations.id });
  await db.insert(journeyEvaluationAnswers).values({
    evaluationId: evaluation?.id ?? 0,
    reviewerId: reviewerA.pk,
    status: "HOLD",
    comment: "Wait for the audit",
    created: at(7),
  });
  evaluationItem.answer.reviewers = [reviewerB, reviewerA];
  evaluationItem.answer.evaluation = {
    id: evaluation?.id,
    reviewer_ids: [reviewerB.pk, reviewerA.pk],
    answered_by: [reviewerA.pk],
    answers: [{ reviewer: reviewerA, status: "HOLD", comment: "Wait for the audit", created: iso(at(7)) }],
    status: "HOLD",
    comment: "Wait for the audit",
    journey_item: evaluationItem.row.id,
    // Not a gate (the columns' defaults): not blind, so nothing is hidden; undecided, in round 1.
    quorum: null,
    blind: false,
    answered_count: 1,
    answers_hidden: false,
    round: 1,
    decided: null,
    decision_records: [],
    reopenings: [],
  };

  // An own meeting, CONFIRMED: the admin (a SUPER_ADMIN) sees both links; a moderator commented;
  // its recording; a FAILED recording of someone else, which the admin does not see.
  const meetingTask = taskOf("MEETING");
  const meeting = await item(meetingTask, 8, {
    status: "CONFIRMED",
    startDate: at(10),
    durationMinutes: 45,
    ownMeeting: true,
    senderId: 7,
    attendeeToken: "attendee-token-1",
    moderatorToken: "moderator-token-1",
  });
  await db
    .insert(journeyItemMembers)
    .values({ journeyItemId: meeting.row.id, memberId: kavya.id, position: 0 });
  await db
    .insert(journeyItemUsers)
    .values({ journeyItemId: meeting.row.id, userId: moderator.pk, role: "moderator", position: 0 });
  await comment(meeting.row.id, meeting.answer, "A good first meeting", moderator, at(10, 11));
  await comment(meeting.row.id, meeting.answer, "Agreed", moderator, at(10, 12));
  const recording = await document(
    meeting.row.id,
    { type: "RECORDING", description: "The call" },
    at(10, 13),
  );
  await document(meeting.row.id, { type: "RECORDING", state: "FAILED", createdBy: moderator.pk }, at(10, 14));
  meeting.answer.attendees = [memberOf(kavya, [designation])];
  meeting.answer.moderators = [moderator];
  meeting.answer.files = [recording];
  meeting.answer.meeting_attendee_link = `${PUBLIC_URL}/meeting/attendee-token-1`;
  meeting.answer.meeting_moderator_link = `${PUBLIC_URL}/meeting/moderator-token-1`;
  meeting.answer.meeting = {
    id: meeting.row.id,
    attendees: [kavya.id],
    moderators: [moderator.pk],
    commented_by: [moderator.pk],
    sender_id: 7,
    start_date: iso(at(10)),
    duration: 45,
    status: "CONFIRMED",
    documents: [recording],
    journey_item: meeting.row.id,
  };

  // A cancelled meeting, which the timeline leaves out.
  await item(meetingTask, 9, { status: "CANCELLED", startDate: at(11) });
  items.pop();

  // A document task with its file; a summary; call notes; the same day as the meeting (by id then).
  const documentItem = await item(taskOf("DOCUMENT"), 12, { message: "The pitch deck" });
  documentItem.answer.files = [
    await document(documentItem.row.id, { type: "FEEDBACK", uploadedOn: "Series A" }, at(12, 10)),
  ];
  const summaryItem = await item(taskOf("SUMMARY"), 13, { message: "Summary comment" });
  const [summary] = await db
    .insert(journeySummaries)
    .values({ journeyItemId: summaryItem.row.id, companyId, business: "Credit", createdBy: adminPerson.pk })
    .returning({ id: journeySummaries.id });
  summaryItem.answer.summary_id = summary?.id;
  const notesItem = await item(taskOf("CALL NOTES"), 13);
  const [notes] = await db
    .insert(journeyCallNotes)
    .values({ journeyItemId: notesItem.row.id, companyId, teamStructure: "Flat", createdBy: adminPerson.pk })
    .returning({ id: journeyCallNotes.id });
  notesItem.answer.call_notes_id = notes?.id;

  // A standalone comment: not on the timeline.
  await db.insert(companyComments).values({
    companyId,
    commentText: "On the company",
    createdBy: adminPerson.pk,
    modifiedBy: adminPerson.pk,
  });

  // The stages reached, in their order, each with its items oldest first (then by id).
  const order = new Map(stages.map((stage) => [stage.id, stage.order]));
  const byStage = new Map<Id, typeof items>();
  for (const entry of items)
    byStage.set(entry.task.stageId, [...(byStage.get(entry.task.stageId) ?? []), entry]);
  expected = [...byStage.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0) || a - b)
    .map(([stageId, entries]) => ({
      stage: {
        id: stageId,
        label: stages.find((stage) => stage.id === stageId)?.label,
        order: order.get(stageId),
      },
      items: entries
        .sort((a, b) => a.row.created.getTime() - b.row.created.getTime() || a.row.id - b.row.id)
        .map((entry) => entry.answer),
    }));
}, SETUP_TIMEOUT_MS);

describe("the company's timeline", () => {
  it("answers every item of every kind with all it holds, and nothing its schema does not name", async () => {
    const answer = await admin.get(`company/${companyId}/journey`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(expected);
    const body = structuredClone(answer.body);
    expect(Value.Clean(Data(JourneyTimelineSchema), body)).toEqual(answer.body);
  });
});
