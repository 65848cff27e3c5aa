import { resolveObjectURL } from "node:buffer";
import type { DataAdapter, JourneyItem } from "@pipeline/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryAdapter, MEMORY_USERS, SEEDED_MEETING_TOKENS } from "../src";

// What the memory adapter does beyond the conformance cases: its stand-ins for compression and
// the meeting service, the e-mail log, and the seeded journeys' files and meetings.

async function items(adapter: DataAdapter, companyId: number): Promise<JourneyItem[]> {
  return (await adapter.journey.timeline(companyId)).flatMap((entry) => entry.items);
}

async function bytesAt(url: string): Promise<string> {
  const blob = resolveObjectURL(url);
  if (!blob) throw new Error(`no bytes behind ${url}`);
  return Buffer.from(await blob.arrayBuffer()).toString("latin1");
}

function file(name: string, text = "%PDF-1.4 test"): File {
  return new File([text], name);
}

const KAVACH = 1;
const SAFFRON = 5;
const GREENLOOP = 6;
const upload = { company_id: KAVACH, type: "RECORDING" as const, description: "", uploaded_on: "Round 3" };

describe("recordings in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stay PENDING for the processing time, then are UPLOADED", async () => {
    const adapter = createMemoryAdapter({ media: { processingMs: 3000 } });
    const saved = await adapter.documents.upload({ ...upload, files: [file("Founder call.mp4")] });
    const id = saved.data[0]?.id ?? 0;
    expect(saved.data[0]?.is_uploaded).toBe("PENDING");
    vi.advanceTimersByTime(2999);
    expect((await adapter.documents.byIds([id]))[0]?.is_uploaded).toBe("PENDING");
    vi.advanceTimersByTime(1);
    expect((await adapter.documents.byIds([id]))[0]?.is_uploaded).toBe("UPLOADED");
  });

  it("fail when the name says broken, and go back to PENDING when uploaded again", async () => {
    const adapter = createMemoryAdapter();
    const saved = await adapter.documents.upload({ ...upload, files: [file("broken take.mp4")] });
    const id = saved.data[0]?.id ?? 0;
    vi.runAllTimers();
    expect((await adapter.documents.byIds([id]))[0]?.is_uploaded).toBe("FAILED");

    const again = await adapter.documents.reupload(id, file("Second take.mp4"));
    expect(again.data).toMatchObject({ is_uploaded: "PENDING", file_name: "Second take.mp4" });
    vi.runAllTimers();
    expect((await adapter.documents.byIds([id]))[0]?.is_uploaded).toBe("UPLOADED");
  });

  it("refuse uploading again a recording that did not fail, and files over 1 GB", async () => {
    const adapter = createMemoryAdapter();
    const saved = await adapter.documents.upload({ ...upload, files: [file("Call.mp4")] });
    const id = saved.data[0]?.id ?? 0;
    vi.runAllTimers();
    await expect(adapter.documents.reupload(id, file("Call 2.mp4"))).rejects.toMatchObject({ status: 409 });
    const huge = { name: "Huge.mp4", size: 1073741825 } as unknown as File;
    await expect(adapter.documents.reupload(id, huge)).rejects.toMatchObject({
      status: 400,
      message: "File size must be 1GB or less.",
    });
  });

  it("make an .mp4 of the Upload dialog a recording, and leave other files UPLOADED at once", async () => {
    const adapter = createMemoryAdapter();
    const saved = await adapter.documents.upload({
      ...upload,
      type: "OTHER",
      files: [file("Deck.pdf"), file("Walkthrough.mp4")],
    });
    expect(saved.data.map((entry) => [entry.file_name, entry.type, entry.is_uploaded])).toEqual([
      ["Deck.pdf", "RECORDING", "UPLOADED"],
      ["Walkthrough.mp4", "RECORDING", "PENDING"],
    ]);
  });
});

describe("stored files", () => {
  it("open through the signed address with the bytes uploaded and their type", async () => {
    const adapter = createMemoryAdapter();
    const saved = await adapter.documents.upload({
      ...upload,
      type: "OTHER",
      files: [file("Memo.pdf", "%PDF-1.4 memo")],
      transcription_file: new File(["Transcript"], "Memo notes.txt"),
    });
    const document = saved.data[0];
    const signed = await adapter.documents.signedUrl(document?.file ?? "");
    expect(signed.mime_type).toBe("application/pdf");
    expect(await bytesAt(signed.url)).toBe("%PDF-1.4 memo");
    const transcript = await adapter.documents.signedUrl(document?.transcription_file ?? "");
    expect(await bytesAt(transcript.url)).toBe("Transcript");
    expect(document?.transcription_file_name).toBe("Memo notes.txt");
  });

  it("are real files in the seed: the pitch deck is a PDF, the recordings MP4", async () => {
    const adapter = createMemoryAdapter();
    const saffron = await items(adapter, SAFFRON);
    const deck = saffron.flatMap((item) => item.files).find((entry) => entry.file_name.endsWith(".pdf"));
    const pdf = await adapter.documents.signedUrl(deck?.file ?? "");
    expect((await bytesAt(pdf.url)).slice(0, 5)).toBe("%PDF-");
    const video = saffron.flatMap((item) => item.files).find((entry) => entry.file_name.endsWith(".mp4"));
    const mp4 = await adapter.documents.signedUrl(video?.file ?? "");
    expect(mp4.mime_type).toBe("video/mp4");
    expect((await bytesAt(mp4.url)).slice(4, 8)).toBe("ftyp");
  });

  it("answer 404 for an address that names no document", async () => {
    const adapter = createMemoryAdapter();
    await expect(adapter.documents.signedUrl("memory://documents/999/x.pdf")).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("the seeded journeys' media", () => {
  it("hold a confirmed meeting with gateway links the gateway resolves", async () => {
    const adapter = createMemoryAdapter();
    const meeting = (await items(adapter, KAVACH)).find((item) => item.journey_item.task.type === "MEETING");
    expect(meeting?.meeting_attendee_link).toBe(`/meeting/${SEEDED_MEETING_TOKENS.attendee}`);
    expect(meeting?.meeting_moderator_link).toBe(`/meeting/${SEEDED_MEETING_TOKENS.moderator}`);
    const attendee = await adapter.meetings.link(SEEDED_MEETING_TOKENS.attendee);
    const moderator = await adapter.meetings.link(SEEDED_MEETING_TOKENS.moderator);
    expect(attendee).toEqual({
      url: expect.stringMatching(/^https:\/\/meet\.example\.com\/pipeline-[0-9a-f]{12}$/),
      title: "Kavach Robotics: Intro Call",
      description: "9 Apr 2024, 11:00 am IST, 60 minutes",
    });
    expect(moderator.url).not.toBe(attendee.url);
  });

  it("hold a completed meeting with its moderator's comment and recording, and hide the cancelled one", async () => {
    const adapter = createMemoryAdapter();
    const meeting = (await items(adapter, SAFFRON)).find((item) => item.meeting?.status === "COMPLETED");
    expect(meeting?.comments.map((comment) => comment.created_by.first_name)).toEqual(["Asha"]);
    expect(meeting?.files.map((entry) => [entry.file_name, entry.is_uploaded])).toEqual([
      ["Intro call recording.mp4", "UPLOADED"],
    ]);
    expect(await adapter.meetings.recordings(meeting?.id ?? 0)).toEqual(meeting?.files);
    const greenloop = await items(adapter, GREENLOOP);
    expect(greenloop.some((item) => item.journey_item.task.type === "MEETING")).toBe(false);
  });

  it("hold an e-mail with an attachment, from a verified sender", async () => {
    const adapter = createMemoryAdapter();
    const email = (await items(adapter, SAFFRON)).find((item) => item.attachments.length > 0);
    expect(email?.journey_item.task.type).toBe("EMAIL");
    expect(email?.attachments.map((entry) => entry.file_name)).toEqual(["Pipeline introduction.pdf"]);
    const sender = await adapter.senders.get(1);
    expect(sender.is_verified).toBe(true);
  });

  it("show Kavach's failed upload to its uploader only, beside one still processing", async () => {
    const admin = createMemoryAdapter();
    const states = (await admin.documents.byCompany(KAVACH)).map((entry) => entry.is_uploaded);
    expect(states).toEqual(expect.arrayContaining(["FAILED", "PENDING", "UPLOADED"]));
    const priya = createMemoryAdapter({ signedInAs: MEMORY_USERS.user.username });
    const seen = (await priya.documents.byCompany(KAVACH)).map((entry) => entry.is_uploaded);
    expect(seen).toContain("PENDING");
    expect(seen).not.toContain("FAILED");
  });
});

/** Dates relative to now: a meeting ahead and an e-mail scheduled later, on any day the suite runs. */
const DAY_MS = 24 * 60 * 60 * 1000;

describe("meetings and e-mails in memory", () => {
  function meetingInput(moderators: number[]) {
    return {
      company_id: KAVACH,
      stage_id: 3,
      task_id: 8,
      attendees: [1],
      moderators,
      start_date: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      duration: 30,
      status: "CONFIRMED" as const,
      isGatewayMeetScheduled: true,
    };
  }

  it("mark the company as having a meeting scheduled while one is CONFIRMED", async () => {
    const adapter = createMemoryAdapter({ seed: { journeyItems: [] } });
    const flag = async () =>
      (await adapter.companies.list({ search: "Kavach" })).rows[0]?.has_scheduled_meeting;
    const saved = await adapter.meetings.schedule(meetingInput([1]));
    expect(await flag()).toBe(true);
    await adapter.meetings.cancel({ id: saved.data.id, company_id: KAVACH });
    expect(await flag()).toBe(false);
  });

  it("show the moderator link to the meeting's moderators and creator, not to other readers", async () => {
    const adapter = createMemoryAdapter();
    // Priya sees Kavach; the meeting is Asha's, moderated by Asha.
    const saved = await adapter.meetings.schedule(meetingInput([1]));
    await adapter.auth.erpLogin(MEMORY_USERS.user);
    const item = (await items(adapter, KAVACH)).find((entry) => entry.id === saved.data.id);
    expect(item?.meeting_attendee_link).toMatch(/^\/meeting\/[0-9a-f]{32}$/);
    expect(item?.meeting_moderator_link).toBeNull();
  });

  it("log an e-mail sent now, not one scheduled, and refuse copies to addresses of no user", async () => {
    const adapter = createMemoryAdapter();
    const email = {
      company_id: KAVACH,
      stage_id: 1,
      task_id: 3,
      sender_id: 1,
      receivers: [1],
      cc_email: [],
      bcc_email: [MEMORY_USERS.user.email],
      subject: "Data room access",
      body: "<p>Here is the link.</p>",
      attachments: [],
      font: "Calibri" as const,
      date: null,
    };
    const before = (await adapter.emailLogs.list({ pageSize: 100 })).count;
    await adapter.emails.send(email);
    await adapter.emails.send({
      ...email,
      subject: "Later",
      date: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    });
    const logs = await adapter.emailLogs.list({ pageSize: 100 });
    expect(logs.count).toBe(before + 1);
    expect(logs.rows[0]).toMatchObject({
      subject: "Data room access",
      receiver_emails: ["arjun.kapoor@example.com"],
      delivered: true,
    });
    await expect(
      adapter.emails.send({ ...email, cc_email: ["someone@elsewhere.com"] }),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { cc_email: ["Copy only active users of the portal."] },
    });
  });
});
