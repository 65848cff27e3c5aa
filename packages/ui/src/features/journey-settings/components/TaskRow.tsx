import { type Gate, TASK_TYPES, type TaskType } from "@pipeline/contract";
import { useFormikContext } from "formik";
import styled from "styled-components";
import { FormNumberField, FormSwitch, FormTextField, useFormField } from "../../../primitives/Form";
import { Select } from "../../../primitives/Select";
import { Switch } from "../../../primitives/Switch";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { NEW_GATE, type SettingsDraft, TASK_TYPE_LABELS, type TaskDraft } from "../settingsDraft";
import { Reorder, reorderKeys } from "./Reorder";
import { UseAndRemoval } from "./UseAndRemoval";

const StyledRow = styled.li<{ $retired: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme, $retired }) => ($retired ? theme.color.surfaceSunken : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledLabel = styled.div`
  flex: 1 1 200px;
  min-width: 0;
`;

const StyledType = styled.div`
  flex: 0 0 170px;
`;

const StyledQuorum = styled.div`
  width: 88px;
  margin-top: calc(-1 * ${({ theme }) => theme.space.lg});
`;

const StyledToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-height: ${({ theme }) => theme.size.controlMd};
  padding-top: ${({ theme }) => theme.space.lg};
`;

const TYPE_OPTIONS = TASK_TYPES.map((type) => ({ value: type, label: TASK_TYPE_LABELS[type] }));

export type TaskRowProps = {
  stageIndex: number;
  index: number;
  count: number;
  task: TaskDraft;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
};

/** One task of a stage: its label, type, whether it may be added more than once, and its gate. */
export function TaskRow({ stageIndex, index, count, task, onMove, onDelete }: TaskRowProps) {
  const path = `stages.${stageIndex}.tasks.${index}`;
  const where = `${index + 1} of stage ${stageIndex + 1}`;
  const form = useFormikContext<SettingsDraft>();
  const type = useFormField<TaskType | null>(`${path}.type`);
  const gate = useFormField<Gate | null>(`${path}.gate`);
  const active = useFormField<boolean>(`${path}.is_active`);
  const name = task.label.trim() || "new task";
  const inUse = task.in_use;
  const evaluation = task.type === "EVALUATION";

  return (
    <StyledRow $retired={!task.is_active} onKeyDown={reorderKeys(task.key, onMove)} data-task-key={task.key}>
      <Reorder moveKey={task.key} name={name} index={index} count={count} onMove={onMove} />
      <StyledLabel>
        <FormTextField
          name={`${path}.label`}
          label={
            <>
              Task <VisuallyHidden>{where}</VisuallyHidden>
            </>
          }
          required
        />
      </StyledLabel>
      <StyledType>
        <Select
          label={
            <>
              Type <VisuallyHidden>of task {where}</VisuallyHidden>
            </>
          }
          options={TYPE_OPTIONS}
          value={type.value}
          onChange={(value) => {
            type.setValue(value as TaskType | null);
            if (value !== "EVALUATION") void form.setFieldValue(`${path}.gate`, null);
          }}
          onBlur={type.onBlur}
          error={type.error}
          disabled={inUse}
          description={inUse ? "In use: the type stays" : undefined}
        />
      </StyledType>
      <StyledToggles>
        <FormSwitch
          name={`${path}.allow_multiple`}
          label={
            <>
              Allow multiple <VisuallyHidden>for task {where}</VisuallyHidden>
            </>
          }
        />
        <Switch
          label={
            <>
              Gate <VisuallyHidden>on task {where}</VisuallyHidden>
            </>
          }
          checked={gate.value !== null && gate.value !== undefined}
          onChange={(checked) => gate.setValue(checked ? NEW_GATE : null)}
          disabled={!evaluation}
          error={gate.error}
        />
        {gate.value ? (
          <FormSwitch
            name={`${path}.gate.blind`}
            label={
              <>
                Blind <VisuallyHidden>gate on task {where}</VisuallyHidden>
              </>
            }
          />
        ) : null}
        {gate.value ? (
          <StyledQuorum>
            <FormNumberField
              name={`${path}.gate.quorum`}
              label={
                <>
                  Quorum <VisuallyHidden>of task {where}</VisuallyHidden>
                </>
              }
              min={1}
              required
            />
          </StyledQuorum>
        ) : null}
      </StyledToggles>
      <UseAndRemoval name={name} part={task} onActiveChange={active.setValue} onDelete={onDelete} />
    </StyledRow>
  );
}
