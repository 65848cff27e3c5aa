import { getIn, useFormikContext } from "formik";
import { Plus } from "lucide-react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { FormNumberField, FormTextField } from "../../../primitives/Form";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { moved, newTask, type SettingsDraft, type StageDraft } from "../settingsDraft";
import { Reorder, reorderKeys } from "./Reorder";
import { TaskRow } from "./TaskRow";
import { UseAndRemoval } from "./UseAndRemoval";

const StyledCard = styled.li<{ $retired: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $retired }) => ($retired ? theme.color.surfaceSunken : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StyledStageLabel = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

const StyledSla = styled.div`
  flex: 0 0 150px;
`;

const StyledTasks = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledListError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledAdd = styled.div`
  align-self: flex-start;
`;

export type StageCardProps = {
  index: number;
  count: number;
  stage: StageDraft;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
};

/** A stage: its label, SLA and state, then its tasks in order, each movable within the stage. */
export function StageCard({ index, count, stage, onMove, onDelete }: StageCardProps) {
  const form = useFormikContext<SettingsDraft>();
  const path = `stages.${index}`;
  const name = `stage ${stage.label.trim() || "new stage"}`;
  // A refusal about the stage's task list as a whole (a task in use left out of it).
  const listError: unknown = getIn(form.errors, `${path}.tasks`);
  const setTasks = (tasks: StageDraft["tasks"]) => void form.setFieldValue(`${path}.tasks`, tasks);

  return (
    <StyledCard
      $retired={!stage.is_active}
      aria-label={`Stage ${index + 1}: ${stage.label}`}
      data-stage-key={stage.key}
    >
      <StyledHeader onKeyDown={reorderKeys(stage.key, onMove)}>
        <Reorder moveKey={stage.key} name={name} index={index} count={count} onMove={onMove} />
        <StyledStageLabel>
          <FormTextField
            name={`${path}.label`}
            label={
              <>
                Stage <VisuallyHidden>{index + 1}</VisuallyHidden>
              </>
            }
            required
          />
        </StyledStageLabel>
        <StyledSla>
          <FormNumberField
            name={`${path}.sla_days`}
            label={
              <>
                SLA days <VisuallyHidden>of stage {index + 1}</VisuallyHidden>
              </>
            }
            min={1}
            placeholder="No limit"
          />
        </StyledSla>
        <UseAndRemoval
          name={name}
          part={stage}
          onActiveChange={(active) => void form.setFieldValue(`${path}.is_active`, active)}
          onDelete={onDelete}
        />
      </StyledHeader>
      {typeof listError === "string" ? <StyledListError role="alert">{listError}</StyledListError> : null}
      <StyledTasks aria-label={`Tasks of ${name}`}>
        {stage.tasks.map((task, at) => (
          <TaskRow
            key={task.key}
            stageIndex={index}
            index={at}
            count={stage.tasks.length}
            task={task}
            onMove={(by) => setTasks(moved(stage.tasks, at, by))}
            onDelete={() => setTasks(stage.tasks.filter((_, other) => other !== at))}
          />
        ))}
      </StyledTasks>
      <StyledAdd>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          onClick={() => setTasks([...stage.tasks, newTask()])}
        >
          Add task <VisuallyHidden>to {name}</VisuallyHidden>
        </Button>
      </StyledAdd>
    </StyledCard>
  );
}
