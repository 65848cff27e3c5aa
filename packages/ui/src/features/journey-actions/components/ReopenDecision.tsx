import {
  canReopenEvaluation,
  COMMITTEE_LIMITS,
  type JourneyItem,
  reopenDecisionSchema,
} from "@pipeline/contract";
import { useState } from "react";
import { FormDialog } from "../../../blocks/form-layout";
import { actionActorOf } from "../../../data/access";
import { type ReopenEvaluationSlice, useReopenEvaluation } from "../../../data/hooks/committee";
import { type CurrentUserSlice, useCurrentUser } from "../../../data/hooks/users";
import { Button } from "../../../primitives/Button";
import { FormTextArea } from "../../../primitives/Form";

/** What ReopenDecision reads and writes: the signed-in user and the reopening. */
export type ReopenDecisionAdapter = CurrentUserSlice & ReopenEvaluationSlice;

export type ReopenDecisionProps = {
  /** The timeline item; anything but a decided evaluation renders nothing. */
  item: JourneyItem;
};

type ReopenValues = { reason: string };

/**
 * "Reopen decision" on a decided evaluation, offered exactly to whom the server lets through (the
 * contract's rule: a SUPER_ADMIN acting as one). It asks the reason, which is recorded; the save
 * shows the server's message and the timeline is read again, the evaluation PENDING for a new round.
 */
export function ReopenDecision({ item }: ReopenDecisionProps) {
  const user = useCurrentUser();
  const reopen = useReopenEvaluation();
  const [open, setOpen] = useState(false);
  const evaluation = item.evaluation;
  if (!evaluation || !user.data || !canReopenEvaluation(actionActorOf(user.data), evaluation)) return null;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Reopen decision
      </Button>
      {open ? (
        <FormDialog
          title="Reopen decision"
          description={`${item.journey_item.task.label} goes back to pending for a new round of answers. The decision record stays.`}
          open
          onClose={() => setOpen(false)}
          initialValues={{ reason: "" } satisfies ReopenValues}
          validationSchema={reopenDecisionSchema}
          send={(values: ReopenValues) =>
            reopen.mutateAsync({
              id: evaluation.id,
              input: { reason: reopenDecisionSchema.cast(values).reason },
            })
          }
          submitLabel="Reopen"
        >
          <FormTextArea
            name="reason"
            label="Reason"
            required
            rows={4}
            maxLength={COMMITTEE_LIMITS.reopenReasonMax}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
