import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMailer,
  meetingCancellation,
  meetingInvitation,
  zonedInstant,
  type MeetingDetails,
} from "../../src/mail";
import { partOf, receivedRaw, startSmtp, type TestSmtp } from "./smtpWorld";

const meeting: MeetingDetails = {
  uid: "meeting-7f3a@pipeline.example",
  sequence: 0,
  start: "2025-12-01T18:30",
  durationMinutes: 90,
  timeZone: "Asia/Kolkata",
  summary: "Acme Robotics: partner meeting",
  description: "Walk through the deck and the cap table.",
  url: "https://meet.example/acme-robotics",
  organizer: { email: "asha@fund.example", name: "Asha Rao" },
  attendees: [
    { email: "founder@acme.example", name: "Ravi Kumar" },
    { email: "partner@fund.example", role: "chair" },
  ],
};

/** The iCalendar lines, unfolded. */
function lines(ics: string): string[] {
  return ics.replace(/\r?\n[ \t]/g, "").split(/\r?\n/);
}

describe("a meeting invitation", () => {
  it("asks for the meeting (METHOD:REQUEST) at the IST start, ending 90 minutes later", () => {
    const invitation = meetingInvitation(meeting);
    const ics = lines(invitation.content);
    expect(invitation.method).toBe("REQUEST");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("UID:meeting-7f3a@pipeline.example");
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("STATUS:CONFIRMED");
    // 18:30 IST is 13:00 UTC; 90 minutes later is 14:30 UTC.
    expect(ics).toContain("DTSTART:20251201T130000Z");
    expect(ics).toContain("DTEND:20251201T143000Z");
    expect(invitation.start.toISOString()).toBe("2025-12-01T13:00:00.000Z");
    expect(invitation.end.toISOString()).toBe("2025-12-01T14:30:00.000Z");
    expect(ics).toContain("SUMMARY:Acme Robotics: partner meeting");
    expect(ics.find((line) => line.startsWith("ORGANIZER"))).toContain("mailto:asha@fund.example");
    const attendees = ics.filter((line) => line.startsWith("ATTENDEE"));
    expect(attendees).toHaveLength(2);
    expect(attendees[0]).toMatch(
      /ROLE=REQ-PARTICIPANT.*RSVP=TRUE.*CN="Ravi Kumar":mailto:founder@acme\.example$/i,
    );
    expect(attendees[1]).toMatch(/ROLE=CHAIR.*:mailto:partner@fund\.example$/i);
    expect(ics.find((line) => line.startsWith("URL"))).toContain("https://meet.example/acme-robotics");
  });

  it("takes an instant as it is", () => {
    const invitation = meetingInvitation({ ...meeting, start: new Date("2025-12-01T18:30:00+05:30") });
    expect(lines(invitation.content)).toContain("DTSTART:20251201T130000Z");
  });

  it("refuses a start it cannot read and a meeting without length", () => {
    expect(() => meetingInvitation({ ...meeting, start: "1 December, evening" })).toThrow(RangeError);
    expect(() => meetingInvitation({ ...meeting, start: "2026-02-30T10:00" })).toThrow(RangeError);
    expect(() => meetingInvitation({ ...meeting, durationMinutes: 0 })).toThrow(RangeError);
  });
});

describe("a meeting cancellation", () => {
  it("cancels the invitation's meeting: METHOD:CANCEL, the same UID, a higher sequence", () => {
    const invitation = lines(meetingInvitation(meeting).content);
    const cancellation = meetingCancellation({ ...meeting, sequence: 1 });
    const ics = lines(cancellation.content);
    expect(cancellation.method).toBe("CANCEL");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("SEQUENCE:1");
    const uid = (calendar: string[]) => calendar.find((line) => line.startsWith("UID:"));
    expect(uid(ics)).toBe(uid(invitation));
    expect(ics).toContain("DTSTART:20251201T130000Z");
  });
});

describe("meeting times", () => {
  it("follow the zone's own rules, daylight saving included", () => {
    expect(zonedInstant("2026-07-01T09:00", "America/New_York").toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(zonedInstant("2025-12-01T09:00", "America/New_York").toISOString()).toBe(
      "2025-12-01T14:00:00.000Z",
    );
    expect(zonedInstant("2026-03-29T09:00", "Europe/London").toISOString()).toBe("2026-03-29T08:00:00.000Z");
    expect(zonedInstant("2026-01-15T00:00:30", "Asia/Kolkata").toISOString()).toBe(
      "2026-01-14T18:30:30.000Z",
    );
  });
});

describe("invitations by mail", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it("reach the server as a text/calendar alternative, the invitation then its cancellation", async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir: "/nonexistent" });
    try {
      const base = {
        from: "asha@fund.example",
        to: ["founder@acme.example"],
        cc: ["partner@fund.example"],
        subject: "Acme Robotics: partner meeting",
        html: "<p>Looking forward to it.</p>",
      };
      const sent = [
        await mailer.send({ ...base, calendar: meetingInvitation(meeting) }),
        await mailer.send({ ...base, calendar: meetingCancellation({ ...meeting, sequence: 1 }) }),
      ];
      expect(sent.map((result) => result.delivered)).toEqual([true, true]);
      const [invitation, cancellation] = sent.map((result) =>
        partOf(receivedRaw(smtp, result.messageId).raw, "text/calendar"),
      );
      expect(invitation?.type).toMatch(/method=REQUEST/i);
      expect(lines(invitation?.body ?? "")).toContain("DTEND:20251201T143000Z");
      expect(cancellation?.type).toMatch(/method=CANCEL/i);
      expect(lines(cancellation?.body ?? "")).toContain("UID:meeting-7f3a@pipeline.example");
    } finally {
      mailer.close();
    }
  });
});
