import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Company, Id, Meeting } from "@pipeline/contract";
import { companyDocuments, jobs } from "../../src/db/schema";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { type FilePart, upload } from "../documents/documentWorld";
import { mp3Bytes, pdfBytes } from "../documents/fixtures";
import { type Account, companyBody, companyWorld, createAccount } from "./companyWorld";
import { injectedApp } from "./injectApp";

// `meeting/` as the portal sends it: multipart, the fields sealed in `payload`, the meeting's file
// (a meeting held elsewhere) as a part of its own, checked by name and content, stored with the item.

const server = injectedApp();
let token: string;
let companyId: Id;
let memberId: Id;
let moderator: Account;
let outsider: Account;
const MEETING_TASK = { stage_id: 1, task_id: 4 };

function fields(overrides: Record<string, unknown> = {}) {
  return {
    company_id: companyId,
    ...MEETING_TASK,
    attendees: [memberId],
    moderators: [moderator.id],
    start_date: "2025-12-01T10:00:00.000Z",
    duration: 30,
    status: "CONFIRMED",
    isGatewayMeetScheduled: false,
    description: "Recorded on the founder's own call",
    ...overrides,
  };
}

const schedule = (body: Record<string, unknown>, files: FilePart[], as = token) =>
  upload(server, as, body, files, { url: "/api/v1/meeting/" });

async function counts() {
  const { db } = server.database;
  return {
    documents: (await db.select().from(companyDocuments)).length,
    jobs: (await db.select().from(jobs)).length,
  };
}

beforeAll(async () => {
  const world = await companyWorld(server, "Meeting files one", "Meeting files two");
  token = world.adminToken;
  companyId = await world.admin.create(companyBody(world.one));
  const company = (await world.admin.get(`company/${companyId}`)).body.data as Company;
  memberId = company.company_members[0]?.id as Id;
  moderator = await createAccount(server, { company: [companyId] });
  outsider = await createAccount(server);
}, SETUP_TIMEOUT_MS);

describe("a meeting held elsewhere, with its file", () => {
  it("stores the recording with the meeting, queues its compression, and sends no invitation", async () => {
    const before = await counts();
    const answer = await schedule(fields(), [["file", "call.mp3", await mp3Bytes()]]);
    expect(answer.status).toBe(200);
    const meeting = answer.body.data as Meeting;
    expect(meeting).toMatchObject({ status: "CONFIRMED", duration: 30, attendees: [memberId] });
    expect(meeting.documents).toHaveLength(1);
    expect(meeting.documents[0]).toMatchObject({
      type: "RECORDING",
      file_name: "call.mp3",
      description: "Recorded on the founder's own call",
      // Compressed in the background, as a recording of the Upload dialog is.
      is_uploaded: "PENDING",
      journey_item: meeting.id,
    });
    const [row] = await server.database.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.journeyItemId, meeting.id));
    expect(row?.mimeType).toBe("audio/mpeg");
    expect(await counts()).toEqual({ documents: before.documents + 1, jobs: before.jobs + 1 });
    const [job] = await server.database.db.select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    expect(job?.kind).toBe("recording.compress");
  });

  it("refuses it without a file, with a file of another type, or one whose content lies, storing nothing", async () => {
    const before = await counts();
    const none = await schedule(fields(), []);
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 400,
      message: "Please select file to upload",
    });
    const pdf = await schedule(fields(), [["file", "notes.pdf", pdfBytes()]]);
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe("Only .mp3, .mpeg, and .mp4 files are allowed.");
    const lying = await schedule(fields(), [["file", "call.mp4", pdfBytes()]]);
    expect(lying.body.message).toBe("Only .mp3, .mpeg, and .mp4 files are allowed.");
    const missing = await schedule(fields({ attendees: [] }), [["file", "call.mp3", await mp3Bytes()]]);
    expect(missing.body.message).toBe("At least one company member is required");
    const stranger = await schedule(fields(), [["file", "call.mp3", await mp3Bytes()]], outsider.token);
    expect(stranger.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("schedules the own meeting through the same multipart call, without a file, 60 minutes by default", async () => {
    const answer = await schedule(fields({ isGatewayMeetScheduled: true, duration: undefined }), []);
    expect(answer.status).toBe(200);
    const meeting = answer.body.data as Meeting;
    expect(meeting).toMatchObject({ duration: 60, documents: [] });
    const queued = await server.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `meeting.invitation:${meeting.id}`));
    expect(queued).toHaveLength(1);
  });
});
