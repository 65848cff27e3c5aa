import { FILE_RULES, type JourneyTarget, type MeetingScheduleInput } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { type CompanySlice, useCompany, useUsersShort, type UsersShortSlice } from "../../../data";
import { type SendersSlice, useSenders } from "../../../data/hooks/senders";
import {
  FormDateTimeField,
  FormFileField,
  FormIdMultiSelect,
  FormIdSelect,
  FormNumberField,
  FormSwitch,
} from "../../../primitives/Form";
import { useMemberOptions, useSenderOptions, useUserOptions } from "../hooks/useFieldOptions";
import type { AddJourneyItemDraft, TaskFieldsProps } from "../types";

/** What the meeting's fields read: the company's members, the active users and the senders. */
export type MeetingFieldsSlice = CompanySlice & UsersShortSlice & SendersSlice;

/** Shown under the sender when some senders cannot be chosen yet. */
export const UNVERIFIED_SENDERS_WARNING =
  "Some senders are not verified. Please go to sender details to verify them before you can select them.";

/**
 * A meeting with members of the company (attendees) and staff (moderators). On the product's own
 * meeting links (the default) it has a start and a duration, and invitations go out from the
 * sender if one is chosen; a meeting held elsewhere is recorded with its recording instead.
 */
export function MeetingFields({ companyId }: TaskFieldsProps) {
  const company = useCompany(companyId);
  const users = useUsersShort();
  const senders = useSenders();
  const { values } = useFormikContext<AddJourneyItemDraft>();
  const ownMeeting = values.isGatewayMeetScheduled !== false;

  const memberOptions = useMemberOptions(companyId);
  const userOptions = useUserOptions();
  const { options: senderOptions, someUnverified } = useSenderOptions();

  return (
    <>
      <FormIdMultiSelect
        name="attendees"
        label="Attendees"
        options={memberOptions}
        required
        placeholder={company.isPending ? "Loading members…" : "Select company members"}
      />
      <FormIdMultiSelect
        name="moderators"
        label="Moderators"
        options={userOptions}
        required
        placeholder={users.isPending ? "Loading users…" : "Select moderators"}
        description={users.isError ? "The users could not be loaded." : undefined}
      />
      <FormSwitch
        name="isGatewayMeetScheduled"
        label="Use our own meeting link"
        description={
          ownMeeting
            ? "Attendees and moderators get their own links to the meeting room."
            : "The meeting is held elsewhere: upload its recording."
        }
      />
      {ownMeeting ? null : (
        <FormFileField
          name="file"
          label="Recording"
          rule={FILE_RULES.meetingRecording}
          required
          description=".mp3, .mpeg or .mp4, at most 1.5 GB"
        />
      )}
      <FormDateTimeField name="start_date" label="Date and time" required={ownMeeting} />
      <FormNumberField name="duration" label="Duration (minutes)" required min={1} />
      <FormIdSelect
        name="sender_id"
        label="Sender"
        options={senderOptions}
        placeholder={senders.isPending ? "Loading senders…" : "Select a sender (optional)"}
        description={someUnverified ? UNVERIFIED_SENDERS_WARNING : undefined}
      />
    </>
  );
}

/** The form's meeting values as `meeting/` takes them; a meeting held elsewhere without a date is dated now. */
export function toMeetingInput(values: AddJourneyItemDraft, target: JourneyTarget): MeetingScheduleInput {
  const own = values.isGatewayMeetScheduled !== false;
  const start = values.start_date instanceof Date ? values.start_date.toISOString() : values.start_date;
  return {
    ...target,
    attendees: [...(values.attendees ?? [])],
    moderators: [...(values.moderators ?? [])],
    sender_id: values.sender_id ?? null,
    start_date: start || new Date().toISOString(),
    duration: Number(values.duration),
    status: "CONFIRMED",
    isGatewayMeetScheduled: own,
    file: own ? null : ((values.file as Blob | null | undefined) ?? null),
  };
}
