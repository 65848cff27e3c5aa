import {
  ACTION_MESSAGES,
  ADAPTER_STATUS,
  type DataAdapter,
  type Id,
  type MeetingScheduleInput,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { daysFromNow } from "../support/daysFromNow";
import { expectAdapterError, expectFieldError } from "../support/expectAdapterError";
import { expectRefused } from "../support/expectRefused";
import { mp3File } from "../support/files";
import {
  journeyWorld,
  type JourneyWorld,
  present,
  signInAs,
  suiteUser,
  timelineItems,
} from "../support/journeyWorld";
import { linkToken } from "../support/media";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";

/** A meeting a week ahead of whenever the suite runs. */
const MEETING_START = daysFromNow(7);

/** The gateway page's failure (spec section 8). */
const LINK_FAILED = "There was an error processing the meeting link.";

export function describeMeetingCases(makeAdapter: MakeAdapter): void {
  describe("meetings", () => {
    /** A meeting on the product's own links, moderated by the signed-in user. */
    async function meetingInput(adapter: DataAdapter, world: JourneyWorld): Promise<MeetingScheduleInput> {
      const me = await adapter.users.current();
      return {
        ...world.target(world.task("MEETING", true)),
        attendees: [world.memberIds[0], world.memberIds[1]],
        moderators: [me.pk],
        start_date: MEETING_START,
        duration: 45,
        status: "CONFIRMED",
        isGatewayMeetScheduled: true,
      };
    }

    async function scheduledWorld() {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const saved = await adapter.meetings.schedule(await meetingInput(adapter, world));
      return { adapter, world, meeting: saved.data };
    }

    async function meetingItem(adapter: DataAdapter, companyId: Id, meetingId: Id) {
      const items = timelineItems(await adapter.journey.timeline(companyId));
      return items.find((item) => item.meeting?.id === meetingId);
    }

    it("schedules an own meeting CONFIRMED, with distinct attendee and moderator links", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const me = await adapter.users.current();
      expect(meeting).toMatchObject({
        status: "CONFIRMED",
        duration: 45,
        moderators: [me.pk],
        start_date: MEETING_START,
      });
      expect([...meeting.attendees].sort((a, b) => a - b)).toEqual(
        [...world.memberIds].sort((a, b) => a - b),
      );

      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      expect(item.journey_item.task.type).toBe("MEETING");
      expect(item.status).toBe("CONFIRMED");
      expect(item.attendees.map((member) => member.id).sort((a, b) => a - b)).toEqual(
        [...world.memberIds].sort((a, b) => a - b),
      );
      expect(item.moderators.map((user) => user.pk)).toEqual([me.pk]);
      const attendee = linkToken(item.meeting_attendee_link);
      const moderator = linkToken(item.meeting_moderator_link);
      expect(attendee).not.toBe(moderator);
      // Unguessable: long random tokens.
      expect(attendee.length).toBeGreaterThanOrEqual(16);
    });

    it("opens the gateway for either token of a CONFIRMED meeting, without signing in", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      await adapter.auth.logout();
      const attendee = await adapter.meetings.link(linkToken(item.meeting_attendee_link));
      const moderator = await adapter.meetings.link(linkToken(item.meeting_moderator_link));
      for (const link of [attendee, moderator]) {
        expect(link.url).toMatch(/^https?:\/\//);
        expect(link.title).toContain(world.company.company_name);
        expect(link.description.length).toBeGreaterThan(0);
      }
    });

    it("answers an unknown meeting token with the gateway's failure", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.meetings.link(`no-such-meeting-${Date.now()}`), {
        status: ADAPTER_STATUS.notFound,
        message: LINK_FAILED,
      });
    });

    it("takes 60 minutes when no duration is given", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const { duration: _duration, ...input } = await meetingInput(adapter, world);
      const saved = await adapter.meetings.schedule(input as MeetingScheduleInput);
      expect(saved.data.duration).toBe(60);
    });

    it("asks for attendees and moderators with the Add Item form's messages", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const input = await meetingInput(adapter, world);
      await expectAdapterError(adapter.meetings.schedule({ ...input, attendees: [], moderators: [] }), {
        status: ADAPTER_STATUS.invalid,
        message: "At least one company member is required",
        fieldErrors: {
          attendees: ["At least one company member is required"],
          moderators: ["At least one member is required"],
        },
      });
      // Attendees are members of this company; moderators are active users.
      const inactive = await suiteUser(adapter, { is_active: false });
      await expectRefused(
        adapter.meetings.schedule({ ...input, attendees: [UNKNOWN_ID], moderators: [inactive.pk] }),
        ADAPTER_STATUS.invalid,
      );
      expect(await adapter.journey.timeline(world.company.id)).toEqual([]);
    });

    it("needs the recording of a meeting held elsewhere, and keeps it as the meeting's recording", async () => {
      const adapter = await makeAdapter();
      const world = await journeyWorld(adapter);
      const input = { ...(await meetingInput(adapter, world)), isGatewayMeetScheduled: false };
      await expectAdapterError(adapter.meetings.schedule(input), {
        status: ADAPTER_STATUS.invalid,
        message: "Please select file to upload",
      });

      const saved = await adapter.meetings.schedule({ ...input, file: mp3File(`Call ${world.token}.mp3`) });
      const item = present(await meetingItem(adapter, world.company.id, saved.data.id), "the meeting's item");
      // Held elsewhere: no links of the product's own.
      expect(item.meeting_attendee_link).toBeNull();
      expect(item.files.map((file) => file.file_name)).toEqual([`Call ${world.token}.mp3`]);
      const recordings = await adapter.meetings.recordings(saved.data.id);
      expect(recordings.map((file) => file.file_name)).toEqual([`Call ${world.token}.mp3`]);
    });

    it("is COMPLETED by a moderator's comment, which the item shows, and takes one comment per moderator", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const comment = {
        ...world.target(world.task("MEETING", true)),
        comment_text: "Good first call; send the data room.",
        status: "COMPLETED" as const,
      };
      const saved = await adapter.meetings.comment(meeting.id, comment);
      expect(saved.data.status).toBe("COMPLETED");

      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      expect(item.status).toBe("COMPLETED");
      expect(item.meeting?.status).toBe("COMPLETED");
      expect(item.comments.map((entry) => entry.comment_text)).toEqual([comment.comment_text]);
      // The moderator who commented is known by id, so they are not offered Comment again.
      expect(item.meeting?.commented_by).toEqual([(await adapter.users.current()).pk]);
      // Links are shown only while CONFIRMED.
      expect([item.meeting_attendee_link, item.meeting_moderator_link]).toEqual([null, null]);

      await expectRefused(
        adapter.meetings.comment(meeting.id, { ...comment, comment_text: "Again." }),
        ADAPTER_STATUS.forbidden,
      );
    });

    it("asks for the comment, and refuses it from anyone not a moderator", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const target = world.target(world.task("MEETING", true));
      await expectFieldError(
        adapter.meetings.comment(meeting.id, { ...target, comment_text: "", status: "COMPLETED" }),
        ADAPTER_STATUS.invalid,
        "comment_text",
        "Comment required",
      );
      const outsider = await suiteUser(adapter, { company: [world.company.id] });
      await signInAs(adapter, outsider);
      await expectRefused(
        adapter.meetings.comment(meeting.id, { ...target, comment_text: "Nice.", status: "COMPLETED" }),
        ADAPTER_STATUS.forbidden,
      );
      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      expect(item.status).toBe("CONFIRMED");
    });

    it("refuses Cancel Meeting, in the contract's words, to a user who neither scheduled nor moderates it", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const outsider = await suiteUser(adapter, { company: [world.company.id] });
      await signInAs(adapter, outsider);
      await expectAdapterError(adapter.meetings.cancel({ id: meeting.id, company_id: world.company.id }), {
        status: ADAPTER_STATUS.forbidden,
        message: ACTION_MESSAGES.notMeetingOwner,
      });
      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      expect(item.status).toBe("CONFIRMED");
    });

    it("cancels a CONFIRMED meeting: the timeline leaves it out and its links lead nowhere", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      const token = linkToken(item.meeting_attendee_link);

      const answer = await adapter.meetings.cancel({ id: meeting.id, company_id: world.company.id });
      expect(answer.message.length).toBeGreaterThan(0);
      expect(await meetingItem(adapter, world.company.id, meeting.id)).toBeUndefined();
      await expectAdapterError(adapter.meetings.link(token), {
        status: ADAPTER_STATUS.notFound,
        message: LINK_FAILED,
      });
    });

    it("refuses to cancel a COMPLETED meeting", async () => {
      const { adapter, world, meeting } = await scheduledWorld();
      await adapter.meetings.comment(meeting.id, {
        ...world.target(world.task("MEETING", true)),
        comment_text: "Done.",
        status: "COMPLETED",
      });
      await expectRefused(
        adapter.meetings.cancel({ id: meeting.id, company_id: world.company.id }),
        ADAPTER_STATUS.conflict,
      );
      const item = present(await meetingItem(adapter, world.company.id, meeting.id), "the meeting's item");
      expect(item.status).toBe("COMPLETED");
    });

    it("answers 404 for a meeting that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.meetings.cancel({ id: UNKNOWN_ID, company_id: UNKNOWN_ID }), {
        status: ADAPTER_STATUS.notFound,
      });
    });
  });
}
