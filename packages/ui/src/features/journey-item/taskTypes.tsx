// The task types the Add Item form takes, each with its fields and its submit, or a form of its
// own. A type not listed here (MEETING, EMAIL and DOCUMENT for now) can still be chosen, and the
// form says that it cannot be added here yet; adding its entry is all it takes to offer it.
import type { TaskType } from "@pipeline/contract";
import { CallNotesForm } from "./CallNotesForm";
import { DocumentFields } from "./components/DocumentFields";
import { EmailFields, toEmailInput } from "./components/EmailFields";
import { EvaluationFields } from "./components/EvaluationFields";
import { LinkedinFields } from "./components/LinkedinFields";
import { MeetingFields, toMeetingInput } from "./components/MeetingFields";
import { SummaryForm } from "./SummaryForm";
import type { TaskFormProps, TaskTypeEntry } from "./types";

/** A summary added as a journey item must carry a comment. */
function SummaryItemForm({ target, onSaved, onCancel, today }: TaskFormProps) {
  return <SummaryForm target={target} onSaved={onSaved} onCancel={onCancel} today={today} requireComment />;
}

function CallNotesItemForm({ target, onSaved, onCancel }: TaskFormProps) {
  return <CallNotesForm target={target} onSaved={onSaved} onCancel={onCancel} />;
}

function ids(values: readonly number[] | null | undefined): number[] {
  return [...(values ?? [])];
}

export const TASK_TYPE_REGISTRY: Partial<Record<TaskType, TaskTypeEntry>> = {
  EVALUATION: {
    kind: "fields",
    Fields: EvaluationFields,
    submit: (writers, values, target) =>
      writers.createEvaluation({ ...target, reviewer_ids: ids(values.reviewer_ids), status: "PENDING" }),
  },
  LINKEDIN: {
    kind: "fields",
    Fields: LinkedinFields,
    submit: (writers, values, target) =>
      writers.createLinkedin({
        ...target,
        company_member_ids: ids(values.company_member_ids),
        message: (values.message ?? "").trim(),
        date: values.date instanceof Date ? values.date.toISOString() : (values.date ?? ""),
      }),
  },
  MEETING: {
    kind: "fields",
    Fields: MeetingFields,
    submit: (writers, values, target, options) =>
      writers.scheduleMeeting(toMeetingInput(values, target), options),
  },
  EMAIL: {
    kind: "fields",
    Fields: EmailFields,
    submit: (writers, values, target, options) => writers.sendEmail(toEmailInput(values, target), options),
  },
  DOCUMENT: { kind: "form", Form: DocumentFields },
  SUMMARY: { kind: "form", Form: SummaryItemForm },
  "CALL NOTES": { kind: "form", Form: CallNotesItemForm },
};

/** How a task type is named in running text. */
export const TASK_TYPE_NAMES: Record<TaskType, string> = {
  EVALUATION: "Evaluation",
  LINKEDIN: "LinkedIn",
  MEETING: "Meeting",
  DOCUMENT: "Document",
  EMAIL: "E-mail",
  SUMMARY: "Summary",
  "CALL NOTES": "Call notes",
};
