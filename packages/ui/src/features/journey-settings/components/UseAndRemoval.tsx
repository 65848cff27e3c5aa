import { journeyPartUseLabel } from "@pipeline/contract";
import { Archive, ArchiveRestore, Trash2 } from "lucide-react";
import styled from "styled-components";
import { Badge } from "../../../primitives/Badge";
import { IconButton } from "../../../primitives/IconButton";

const StyledEnd = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin-left: auto;
  padding-top: ${({ theme }) => theme.space.lg};
`;

export type UseAndRemovalProps = {
  /** How the stage or task is named in the buttons' labels: "stage Screening", "Pitch Deck". */
  name: string;
  part: { is_active: boolean; item_count: number; in_use: boolean };
  onActiveChange: (active: boolean) => void;
  onDelete: () => void;
};

/**
 * The end of a stage's or task's row: whether it is retired, what uses it, Retire or Restore, and
 * Delete only while nothing uses it (journeyTaskInUse: the server refuses to delete what is used).
 */
export function UseAndRemoval({ name, part, onActiveChange, onDelete }: UseAndRemovalProps) {
  return (
    <StyledEnd>
      {!part.is_active ? <Badge tone="neutral">Retired</Badge> : null}
      <Badge tone={part.in_use ? "info" : "neutral"}>{journeyPartUseLabel(part)}</Badge>
      <IconButton
        label={`${part.is_active ? "Retire" : "Restore"} ${name}`}
        icon={part.is_active ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
        size="sm"
        variant="ghost"
        onClick={() => onActiveChange(!part.is_active)}
      />
      {part.in_use ? null : (
        <IconButton
          label={`Delete ${name}`}
          icon={<Trash2 aria-hidden="true" />}
          size="sm"
          variant="ghost"
          onClick={onDelete}
        />
      )}
    </StyledEnd>
  );
}
