import type { Id, JourneyItem } from "@pipeline/contract";
import { useState } from "react";
import styled from "styled-components";
import { type CancelMeetingSlice, useCancelMeeting } from "../../../data/hooks/meetings";
import { formatIstDateTime } from "../../../format";
import { Button } from "../../../primitives/Button";
import { Dialog } from "../../../primitives/Dialog";
import { useToast } from "../../../primitives/Toast";
import { meetingIdOf } from "../utils/meetingRules";
import { StyledDialogActions as StyledActions } from "../../../blocks/form-layout";

/** What CancelMeeting writes through the adapter. */
export type CancelMeetingAdapter = CancelMeetingSlice;

export type CancelMeetingProps = {
  /** The company the meeting belongs to. */
  companyId: Id;
  /** The meeting's timeline item; show the dialog only when `canCancelMeeting` allows it. */
  item: JourneyItem;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Keep meeting, Escape, the close button or a cancel. */
  onClose: () => void;
  /** Called after the meeting is cancelled, before the dialog closes. Default: none. */
  onCancelled?: () => void;
};

const StyledText = styled.p`
  margin: 0;
`;

/**
 * Asks before cancelling a meeting: the attendees and moderators are told, and its links stop
 * working. The server's message shows as a toast either way.
 */
export function CancelMeeting({ companyId, item, open, onClose, onCancelled }: CancelMeetingProps) {
  const cancel = useCancelMeeting();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const start = item.meeting?.start_date ?? item.start_date;

  async function handleCancel() {
    setBusy(true);
    try {
      const answer = await cancel.mutateAsync({ id: meetingIdOf(item), company_id: companyId });
      toast.success(answer.message);
      onCancelled?.();
      onClose();
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Cancel Meeting"
      size="sm"
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      footer={
        <StyledActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep meeting
          </Button>
          <Button variant="danger" onClick={() => void handleCancel()} loading={busy}>
            Cancel Meeting
          </Button>
        </StyledActions>
      }
    >
      <StyledText>
        {`Cancel "${item.journey_item.task.label}"${start ? ` on ${formatIstDateTime(start)} IST` : ""}? `}
        The attendees and moderators are told by e-mail, and the meeting links stop working.
      </StyledText>
    </Dialog>
  );
}
