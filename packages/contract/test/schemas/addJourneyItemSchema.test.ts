import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addJourneyItemInitialValues, addJourneyItemSchema } from "../../src/schemas";
import { file, text, validationErrors } from "./validationErrors";

const NOW = new Date("2025-03-10T09:30:00.000Z");

const base = { ...addJourneyItemInitialValues, stage_id: 1, task_id: 2 };

const evaluation = { ...base, task_type: "EVALUATION", reviewer_ids: [3] };
const linkedin = {
  ...base,
  task_type: "LINKEDIN",
  company_member_ids: [4],
  message: "Hello from the team",
  date: "2025-03-01T10:00:00.000Z",
};
const gatewayMeeting = {
  ...base,
  task_type: "MEETING",
  attendees: [4],
  moderators: [3],
  isGatewayMeetScheduled: true,
  start_date: "2025-03-12T10:00:00.000Z",
};
const externalMeeting = {
  ...gatewayMeeting,
  isGatewayMeetScheduled: false,
  start_date: null,
  file: file("call.mp4", 10),
};
const documentItem = { ...base, task_type: "DOCUMENT", file: file("deck.pdf"), description: "Deck" };
const email = {
  ...base,
  task_type: "EMAIL",
  sender_id: 5,
  receivers: [4],
  subject: "Introduction",
  body: "<p>Hello</p>",
};
const summary = { ...base, task_type: "SUMMARY", message: "Summary filled in" };
const callNotes = { ...base, task_type: "CALL NOTES" };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe("addJourneyItemSchema", () => {
  it.each([
    ["EVALUATION", evaluation],
    ["LINKEDIN", linkedin],
    ["MEETING on the product's own meeting", gatewayMeeting],
    ["MEETING held elsewhere", externalMeeting],
    ["DOCUMENT", documentItem],
    ["EMAIL", email],
    ["SUMMARY", summary],
    ["CALL NOTES", callNotes],
  ])("accepts a complete %s item", async (_, values) => {
    expect(await validationErrors(addJourneyItemSchema, values)).toEqual({});
  });

  it("requires a stage and a task", async () => {
    expect(await validationErrors(addJourneyItemSchema, addJourneyItemInitialValues)).toEqual({
      stage_id: ["Stage is required"],
      task_id: ["Task is required"],
    });
    expect(
      await validationErrors(addJourneyItemSchema, { ...evaluation, stage_id: "", task_id: "" }),
    ).toEqual({ stage_id: ["Stage is required"], task_id: ["Task is required"] });
  });

  it("rejects a task type the product does not have", async () => {
    expect(await validationErrors(addJourneyItemSchema, { ...base, task_type: "FAX" })).toEqual({
      task_type: ["Unknown task type"],
    });
  });

  it("pre-fills a one-hour meeting written in Calibri", () => {
    expect(addJourneyItemInitialValues.duration).toBe(60);
    expect(addJourneyItemInitialValues.font).toBe("Calibri");
  });

  describe("EVALUATION", () => {
    it("requires at least one reviewer", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...evaluation, reviewer_ids: [] })).toEqual({
        reviewer_ids: ["At least one member is required"],
      });
    });
  });

  describe("LINKEDIN", () => {
    it("requires company members, a message and a date", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...linkedin,
          company_member_ids: [],
          message: "",
          date: null,
        }),
      ).toEqual({
        company_member_ids: ["At least one company member is required"],
        message: ["Message is required"],
        date: ["Date is required"],
      });
    });

    it("reads an emptied date picker as no date", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...linkedin, date: "" })).toEqual({
        date: ["Date is required"],
      });
    });

    it("takes a message of 4000 characters, not 4001", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...linkedin, message: text(4000) })).toEqual({});
      expect(await validationErrors(addJourneyItemSchema, { ...linkedin, message: text(4001) })).toEqual({
        message: ["Message must be at most 4000 characters"],
      });
    });

    it("accepts a date in the past, as the message was already sent", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...linkedin, date: "2020-01-01T00:00:00Z" }),
      ).toEqual({});
    });
  });

  describe("SUMMARY", () => {
    it("requires a message", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...summary, message: "  " })).toEqual({
        message: ["Message is required"],
      });
    });
  });

  describe("MEETING", () => {
    it("requires company members and users", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, attendees: [], moderators: [] }),
      ).toEqual({
        attendees: ["At least one company member is required"],
        moderators: ["At least one member is required"],
      });
    });

    it("requires a date when the interview details are shown", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, start_date: null })).toEqual({
        start_date: ["Date is required"],
      });
    });

    it("requires the recording, not a date, for a meeting held elsewhere", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...externalMeeting, file: null })).toEqual({
        file: ["Please select file to upload"],
      });
    });

    it("does not ask for a file on the product's own meeting", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, file: null })).toEqual({});
    });

    it.each(["", "sixty", null])("requires a duration that is a number (%j)", async (duration) => {
      expect(await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, duration })).toEqual({
        duration: ["Duration must be a number"],
      });
    });

    it("takes a duration of 1 minute, not 0", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, duration: 1 })).toEqual({});
      expect(await validationErrors(addJourneyItemSchema, { ...gatewayMeeting, duration: 0 })).toEqual({
        duration: ["Duration must be at least 1 minute"],
      });
    });

    it.each(["call.mp3", "call.MPEG", "call.mp4"])("accepts the recording %s", async (name) => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...externalMeeting, file: file(name, 10) }),
      ).toEqual({});
    });

    it("rejects other recording types", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...externalMeeting, file: file("call.wav") }),
      ).toEqual({ file: ["Only .mp3, .mpeg, and .mp4 files are allowed."] });
    });

    it("takes a recording of 1.5 GB, not one byte more", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...externalMeeting,
          file: file("call.mp4", 1610612736),
        }),
      ).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...externalMeeting,
          file: file("call.mp4", 1610612737),
        }),
      ).toEqual({ file: ["Please select a file smaller than 1.5 GB."] });
    });
  });

  describe("DOCUMENT", () => {
    it("requires a file", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...documentItem, file: null })).toEqual({
        file: ["Please select file to upload"],
      });
    });

    it("rejects a value that is not a file", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...documentItem, file: "deck.pdf" })).toEqual({
        file: ["Please select file to upload"],
      });
    });

    it("rejects other document types", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...documentItem, file: file("notes.txt") }),
      ).toEqual({ file: [".pdf, .doc, .docx, .xls, .xlsx, .mp4, .mp3 formats are allowed."] });
    });

    it("takes a document of 52428800 bytes, not one byte more", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...documentItem,
          file: file("deck.PDF", 52428800),
        }),
      ).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...documentItem,
          file: file("deck.pdf", 52428801),
        }),
      ).toEqual({ file: ["Please select a file smaller than 500 MB."] });
    });

    it("takes a description of 1000 characters, not 1001", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, { ...documentItem, description: text(1000) }),
      ).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, { ...documentItem, description: text(1001) }),
      ).toEqual({ description: ["Description must be at most 1000 characters"] });
    });
  });

  describe("EMAIL", () => {
    it("requires a sender, company members, a subject and a body", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          sender_id: null,
          receivers: [],
          subject: "",
          body: "",
        }),
      ).toEqual({
        sender_id: ["Sender is required"],
        receivers: ["At least one company member is required"],
        subject: ["Subject is required"],
        body: ["Body is required"],
      });
    });

    it("takes a subject of 200 characters and a body of 50000, not one more", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          subject: text(200),
          body: text(50000),
        }),
      ).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          subject: text(201),
          body: text(50001),
        }),
      ).toEqual({
        subject: ["Subject must be at most 200 characters"],
        body: ["Body must be at most 50000 characters"],
      });
    });

    it("sends at once when no date is given", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...email, date: null })).toEqual({});
      expect(await validationErrors(addJourneyItemSchema, { ...email, date: "" })).toEqual({});
    });

    it("takes now as the earliest date", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...email, date: NOW })).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          date: new Date(NOW.getTime() - 1),
        }),
      ).toEqual({ date: ["Date cannot be in the past"] });
    });

    it("reads the clock when validating, not when the schema was built", async () => {
      const inOneMinute = new Date(NOW.getTime() + 60_000);
      expect(await validationErrors(addJourneyItemSchema, { ...email, date: inOneMinute })).toEqual({});
      vi.setSystemTime(NOW.getTime() + 60_001);
      expect(await validationErrors(addJourneyItemSchema, { ...email, date: inOneMinute })).toEqual({
        date: ["Date cannot be in the past"],
      });
    });

    it("takes attachments just under 50 MB, not at 50 MB", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          attachments: [file("terms.docx", 52428799), file("figures.XLSX", 1)],
        }),
      ).toEqual({});
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          attachments: [file("terms.docx", 1), file("figures.xlsx", 52428800)],
        }),
      ).toEqual({ "attachments[1]": ["Please select a file smaller than 50 MB."] });
    });

    it("rejects attachments of other types", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          attachments: [file("video.mp4")],
        }),
      ).toEqual({ "attachments[0]": ["Invalid Attachment Format."] });
    });

    it("requires cc and bcc to be e-mail addresses", async () => {
      expect(
        await validationErrors(addJourneyItemSchema, {
          ...email,
          cc_email: ["asha@example.com"],
          bcc_email: ["ravi@example.com", "not an address"],
        }),
      ).toEqual({ "bcc_email[1]": ["Invalid email format"] });
    });

    it("offers the editor's fonts only", async () => {
      expect(await validationErrors(addJourneyItemSchema, { ...email, font: "Times New Roman" })).toEqual({});
      expect(await validationErrors(addJourneyItemSchema, { ...email, font: "Comic Sans MS" })).toEqual({
        font: ["Font must be Calibri, Arial or Times New Roman"],
      });
    });
  });

  it("does not ask one task type for another's fields", async () => {
    expect(
      await validationErrors(addJourneyItemSchema, {
        ...callNotes,
        duration: "",
        file: null,
        sender_id: null,
        message: "",
      }),
    ).toEqual({});
  });
});
