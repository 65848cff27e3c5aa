// A meeting's writes (scheduling, the moderator's comment, cancelling) and the public gateway's
// read of where a meeting token leads. Every write refreshes the journey and the company lists,
// so the page shows what a reload would show.
import type {
  Id,
  MeetingCancelInput,
  MeetingCommentInput,
  MeetingScheduleInput,
  PortName,
  ProgressOptions,
} from "@pipeline/contract";
import { useQuery } from "@tanstack/react-query";
import { useDataAdapter } from "../AdapterContext";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation } from "../useAdapterQuery";

/** The reads a meeting write makes stale: the timeline and the companies' last stage and task. */
const MEETING_WRITE_INVALIDATES: readonly PortName[] = ["journey", "companies"];

export type ScheduleMeetingSlice = PortSlice<"meetings", "schedule">;

/** Schedules a meeting (CONFIRMED), or records one held elsewhere with its recording; reports upload progress. */
export function useScheduleMeeting() {
  return useAdapterMutation(
    "meetings",
    (
      meetings: ScheduleMeetingSlice["meetings"],
      { input, options }: { input: MeetingScheduleInput; options?: ProgressOptions },
    ) => meetings.schedule(input, options),
    MEETING_WRITE_INVALIDATES,
  );
}

export type CommentMeetingSlice = PortSlice<"meetings", "comment">;

/** A moderator's comment on a meeting, which completes it. */
export function useCommentMeeting() {
  return useAdapterMutation(
    "meetings",
    (meetings: CommentMeetingSlice["meetings"], { id, input }: { id: Id; input: MeetingCommentInput }) =>
      meetings.comment(id, input),
    MEETING_WRITE_INVALIDATES,
  );
}

export type CancelMeetingSlice = PortSlice<"meetings", "cancel">;

/** Cancels a meeting not yet completed; the invitees are told. */
export function useCancelMeeting() {
  return useAdapterMutation(
    "meetings",
    (meetings: CancelMeetingSlice["meetings"], input: MeetingCancelInput) => meetings.cancel(input),
    MEETING_WRITE_INVALIDATES,
  );
}

const meetingLinkRead = (token: string) =>
  adapterRead(["meetings", "link", token], (meetings, options) => meetings.link(token, options));
export type MeetingLinkSlice = SliceOf<typeof meetingLinkRead>;

/**
 * Where a meeting token leads (public: no sign-in). Asked once: an unknown or cancelled token will
 * not become valid by asking again.
 */
export function useMeetingLink(token: string) {
  const adapter = useDataAdapter();
  const read = meetingLinkRead(token);
  return useQuery({
    queryKey: read.key,
    queryFn: ({ signal }) => read.read(adapter as MeetingLinkSlice, { signal }),
    retry: false,
    staleTime: Infinity,
  });
}
