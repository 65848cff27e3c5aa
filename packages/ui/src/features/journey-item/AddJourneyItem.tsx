import {
  addJourneyItemInitialValues,
  addJourneyItemSchema,
  type Id,
  type JourneyTarget,
  type TaskDefinition,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  type JourneyDefinitionsSlice,
  type TimelineSlice,
  useJourneyDefinitions,
  useTimeline,
} from "../../data/hooks/journey";
import { Button } from "../../primitives/Button";
import { Dialog } from "../../primitives/Dialog";
import { EmptyState } from "../../primitives/EmptyState";
import { Form, SubmitButton } from "../../primitives/Form";
import { ProgressBar } from "../../primitives/ProgressBar";
import type { CallNotesFormAdapter } from "./CallNotesForm";
import type { DocumentFieldsSlice } from "./components/DocumentFields";
import type { EmailFieldsSlice } from "./components/EmailFields";
import type { EvaluationFieldsSlice } from "./components/EvaluationFields";
import { StyledActions, StyledNote, StyledSteps } from "./components/layout";
import type { LinkedinFieldsSlice } from "./components/LinkedinFields";
import type { MeetingFieldsSlice } from "./components/MeetingFields";
import { RecordStatus } from "./components/RecordStatus";
import { chosenTask, StageTaskFields } from "./components/StageTaskFields";
import { type TaskWritersSlice, useTaskWriters } from "./hooks/useTaskWriters";
import type { SummaryFormAdapter } from "./SummaryForm";
import { TASK_TYPE_NAMES, TASK_TYPE_REGISTRY } from "./taskTypes";
import type { AddJourneyItemDraft } from "./types";
import { useFormSave } from "../../blocks/form-layout";
import { heldBackBy, heldBackText, offeredStages, type OfferedStage } from "./utils/offeredTasks";

/** What AddJourneyItem reads and writes through the adapter: its own reads and every task type's. */
export type AddJourneyItemAdapter = JourneyDefinitionsSlice &
  TimelineSlice &
  TaskWritersSlice &
  EvaluationFieldsSlice &
  LinkedinFieldsSlice &
  MeetingFieldsSlice &
  EmailFieldsSlice &
  DocumentFieldsSlice &
  SummaryFormAdapter &
  CallNotesFormAdapter;

export type AddJourneyItemProps = {
  /** The company whose journey gets the item. */
  companyId: Id;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: the close button, Escape, Cancel or a save. */
  onClose: () => void;
  /** Called after an item is saved, before the dialog closes. Default: none. */
  onSaved?: () => void;
  /** The present day, for forms whose labels depend on the year. Default: the present day. */
  today?: Date;
};

/**
 * The Add Item dialog: a stage, then one of its tasks still offered (a task already in the
 * company's journey only when it allows multiple; stages without such tasks are hidden, and so are
 * the stages beyond a committee the company has not passed, which a line says), then
 * the fields of the task's type. Evaluations and LinkedIn messages are saved by the dialog's
 * Save; a summary and call notes by their own forms, shown once their task is chosen. A press
 * beside the dialog does not close it, so a half-filled item is not lost.
 */
export function AddJourneyItem({ companyId, open, onClose, onSaved, today }: AddJourneyItemProps) {
  return (
    <Dialog
      title="Add Item"
      size="lg"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      {open ? (
        <AddJourneyItemBody
          companyId={companyId}
          onClose={onClose}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
          today={today}
        />
      ) : null}
    </Dialog>
  );
}

type BodyProps = { companyId: Id; onClose: () => void; onSaved: () => void; today?: Date };

function AddJourneyItemBody({ companyId, onClose, onSaved, today }: BodyProps) {
  const definitions = useJourneyDefinitions();
  const journey = useTimeline(companyId);
  const stages = useMemo(
    () => (definitions.data && journey.data ? offeredStages(definitions.data, journey.data) : null),
    [definitions.data, journey.data],
  );
  // A committee not passed yet holds the later stages back: the form says so.
  const heldBack = useMemo(
    () => (definitions.data && journey.data ? heldBackBy(definitions.data, journey.data) : null),
    [definitions.data, journey.data],
  );

  if (stages === null) {
    const failed = definitions.isError ? definitions : journey;
    return (
      <RecordStatus
        what="journey"
        error={failed.error}
        isError={definitions.isError || journey.isError}
        retrying={definitions.isFetching || journey.isFetching}
        onRetry={() => {
          if (definitions.isError) void definitions.refetch();
          if (journey.isError) void journey.refetch();
        }}
      />
    );
  }
  if (stages.length === 0) {
    return (
      <EmptyState
        title="Nothing left to add"
        description={
          heldBack
            ? heldBackText(heldBack)
            : "Every task of the journey is already in this company's journey."
        }
        action={<Button onClick={onClose}>Close</Button>}
      />
    );
  }
  return (
    <AddJourneyItemForm
      companyId={companyId}
      stages={stages}
      heldBack={heldBack}
      onClose={onClose}
      onSaved={onSaved}
      today={today}
    />
  );
}

type FormProps = BodyProps & { stages: OfferedStage[]; heldBack: { label: string } | null };

function AddJourneyItemForm({ companyId, stages, heldBack, onClose, onSaved, today }: FormProps) {
  const writers = useTaskWriters();
  // The bar shows once a submit uploads something: most task types send no file.
  const { progress, save } = useFormSave<AddJourneyItemDraft>({ progressFrom: "report" });
  // The chosen task, mirrored out of the form: a type with a form of its own shows it after this
  // form, as forms cannot nest.
  const [task, setTask] = useState<TaskDefinition | null>(null);
  const [stageId, setStageId] = useState<Id | null>(null);
  const choose = useCallback((next: TaskDefinition | null, nextStage: Id | null) => {
    setTask(next);
    setStageId(nextStage);
  }, []);
  const entry = task ? TASK_TYPE_REGISTRY[task.type] : undefined;
  const target: JourneyTarget | null =
    task && stageId !== null ? { company_id: companyId, stage_id: stageId, task_id: task.id } : null;

  async function handleSubmit(values: AddJourneyItemDraft, helpers: FormikHelpers<AddJourneyItemDraft>) {
    if (!target || entry?.kind !== "fields") return;
    const saved = await save(helpers, (onProgress) => entry.submit(writers, values, target, { onProgress }));
    if (saved) onSaved();
  }

  return (
    <StyledSteps>
      <Form<AddJourneyItemDraft>
        aria-label="Add Item"
        initialValues={addJourneyItemInitialValues}
        validationSchema={addJourneyItemSchema}
        onSubmit={handleSubmit}
      >
        {(form) => {
          const chosen = chosenTask(stages, form.values.stage_id ?? null, form.values.task_id ?? null);
          const formEntry = chosen ? TASK_TYPE_REGISTRY[chosen.type] : undefined;
          return (
            <>
              <ChosenTask task={chosen} stageId={form.values.stage_id ?? null} onChange={choose} />
              {heldBack ? <StyledNote role="note">{heldBackText(heldBack)}</StyledNote> : null}
              <StageTaskFields stages={stages} />
              {chosen && formEntry === undefined ? (
                <StyledNote role="note">
                  {`${TASK_TYPE_NAMES[chosen.type]} items cannot be added here yet: this is coming.`}
                </StyledNote>
              ) : null}
              {chosen && formEntry?.kind === "fields" ? (
                <formEntry.Fields companyId={companyId} task={chosen} />
              ) : null}
              {progress === null ? null : (
                <ProgressBar label="Uploading" value={Math.round(progress * 100)} showValue />
              )}
              {formEntry?.kind === "form" ? null : (
                <StyledActions>
                  <Button variant="secondary" onClick={onClose}>
                    Cancel
                  </Button>
                  <SubmitButton disabled={chosen !== null && formEntry === undefined}>Save</SubmitButton>
                </StyledActions>
              )}
            </>
          );
        }}
      </Form>
      {entry?.kind === "form" && target ? (
        <entry.Form
          key={`${target.stage_id}-${target.task_id}`}
          target={target}
          onSaved={onSaved}
          onCancel={onClose}
          today={today}
        />
      ) : null}
    </StyledSteps>
  );
}

/** Tells the dialog which task the form holds, whenever that changes. */
function ChosenTask({
  task,
  stageId,
  onChange,
}: {
  task: TaskDefinition | null;
  stageId: Id | null;
  onChange: (task: TaskDefinition | null, stageId: Id | null) => void;
}) {
  useEffect(() => {
    onChange(task, stageId);
  }, [task, stageId, onChange]);
  return null;
}
