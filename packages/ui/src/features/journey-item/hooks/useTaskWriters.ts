import {
  type CreateEvaluationSlice,
  type CreateLinkedinSlice,
  useCreateEvaluation,
  useCreateLinkedin,
} from "../../../data/hooks/journeyItem";
import { type SendEmailSlice, useSendEmail } from "../../../data/hooks/emails";
import { type ScheduleMeetingSlice, useScheduleMeeting } from "../../../data/hooks/meetings";
import type { TaskWriters } from "../types";

/** What the registry's submits write through. */
export type TaskWritersSlice = CreateEvaluationSlice &
  CreateLinkedinSlice &
  ScheduleMeetingSlice &
  SendEmailSlice;

/** The writes the task types' submits use, each refreshing the journey and the company lists. */
export function useTaskWriters(): TaskWriters {
  const evaluation = useCreateEvaluation();
  const linkedin = useCreateLinkedin();
  const meeting = useScheduleMeeting();
  const email = useSendEmail();
  return {
    createEvaluation: evaluation.mutateAsync,
    createLinkedin: linkedin.mutateAsync,
    scheduleMeeting: (input, options) => meeting.mutateAsync({ input, options }),
    sendEmail: (input, options) => email.mutateAsync({ input, options }),
  };
}
