import type { Id, TaskDefinition } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { useMemo } from "react";
import { useFormField } from "../../../primitives/Form";
import { Select } from "../../../primitives/Select";
import type { AddJourneyItemDraft } from "../types";
import type { OfferedStage } from "../utils/offeredTasks";

export type StageTaskFieldsProps = {
  /** The stages still offered, in order, each with its tasks still offered. */
  stages: readonly OfferedStage[];
};

/** The chosen task of the offered stages, or null. */
export function chosenTask(stages: readonly OfferedStage[], stageId: Id | null, taskId: Id | null) {
  const stage = stages.find((candidate) => candidate.stage.id === stageId);
  return stage?.tasks.find((task) => task.id === taskId) ?? null;
}

/**
 * The stage, then the task of that stage: a new stage clears the task, and the task brings its
 * type, which decides the fields that follow.
 */
export function StageTaskFields({ stages }: StageTaskFieldsProps) {
  const form = useFormikContext<AddJourneyItemDraft>();
  const stage = useFormField<Id | null>("stage_id");
  const task = useFormField<Id | null>("task_id");
  const stageOptions = useMemo(
    () => stages.map(({ stage: { id, label } }) => ({ value: String(id), label })),
    [stages],
  );
  const tasks: readonly TaskDefinition[] =
    stages.find((candidate) => candidate.stage.id === stage.value)?.tasks ?? [];
  const taskOptions = tasks.map(({ id, label }) => ({ value: String(id), label }));

  function chooseStage(value: string | null) {
    const id = value === null || value === "" ? null : Number(value);
    if (id === stage.value) return;
    // Validated at once, so an error shown for an empty stage or task leaves as soon as one is picked.
    void form.setValues({ ...form.values, stage_id: id, task_id: null, task_type: null });
  }

  function chooseTask(value: string | null) {
    const id = value === null || value === "" ? null : Number(value);
    const picked = tasks.find((candidate) => candidate.id === id) ?? null;
    void form.setValues({ ...form.values, task_id: picked?.id ?? null, task_type: picked?.type ?? null });
  }

  return (
    <>
      <Select
        label="Stage"
        options={stageOptions}
        value={stage.value === null || stage.value === undefined ? null : String(stage.value)}
        onChange={chooseStage}
        onBlur={stage.onBlur}
        error={stage.error}
        placeholder="Select a stage"
      />
      <Select
        label="Task"
        options={taskOptions}
        value={task.value === null || task.value === undefined ? null : String(task.value)}
        onChange={chooseTask}
        onBlur={task.onBlur}
        error={task.error}
        placeholder={stage.value ? "Select a task" : "Select a stage first"}
        emptyText="Select a stage first"
      />
    </>
  );
}
