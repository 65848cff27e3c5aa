import type {
  AddJourneyItemValues,
  EmailSendInput,
  EvaluationCreateInput,
  FormDraft,
  Id,
  JourneyTarget,
  LinkedinInput,
  MeetingScheduleInput,
  ProgressOptions,
  TaskDefinition,
} from "@pipeline/contract";
import type { ComponentType } from "react";

/** The Add Item form's values: every type's fields, which may still be empty. */
export type AddJourneyItemDraft = FormDraft<AddJourneyItemValues>;

/** What a type's fields get: the company and the chosen task. */
export type TaskFieldsProps = { companyId: Id; task: TaskDefinition };

/** What a form over one journey record (a summary, call notes) takes. */
export type RecordFormProps<Saved> = {
  /** The company, stage and task the record belongs to. */
  target: JourneyTarget;
  /** The saved record to update; without one the form creates it. Default: null (create). */
  id?: Id | null;
  /** Called with the saved record after the success toast. Default: none. */
  onSaved?: (saved: Saved) => void;
  /** Shows a Cancel button that calls this. Default: none (no Cancel button). */
  onCancel?: () => void;
};

/** What a type's own form gets: where its record belongs, and what to call when it is done. */
export type TaskFormProps = {
  target: JourneyTarget;
  onSaved: () => void;
  onCancel: () => void;
  /** The present day, for forms whose labels depend on the year. */
  today?: Date;
};

/** The writes a type's submit may use; a type that needs another adds it here and in useTaskWriters. */
export type TaskWriters = {
  createEvaluation: (input: EvaluationCreateInput) => Promise<{ message: string }>;
  createLinkedin: (input: LinkedinInput) => Promise<{ message: string }>;
  scheduleMeeting: (input: MeetingScheduleInput, options?: ProgressOptions) => Promise<{ message: string }>;
  sendEmail: (input: EmailSendInput, options?: ProgressOptions) => Promise<{ message: string }>;
};

/**
 * How the Add Item form takes one task type. `fields`: the type's fields inside the Add Item form,
 * sent by `submit` with the form's values (already validated by the contract's schema), which
 * answers the saved record's message; a submit that uploads passes `options` on to its write. `form`: the type has a form of its own, shown in the dialog
 * in place of the Add Item form's Save once the task is chosen.
 */
export type TaskTypeEntry =
  | {
      kind: "fields";
      Fields: ComponentType<TaskFieldsProps>;
      submit: (
        writers: TaskWriters,
        values: AddJourneyItemDraft,
        target: JourneyTarget,
        /** Upload progress of a submit that sends files; the dialog shows it as a progress bar. */
        options: ProgressOptions,
      ) => Promise<{ message: string }>;
    }
  | { kind: "form"; Form: ComponentType<TaskFormProps> };
