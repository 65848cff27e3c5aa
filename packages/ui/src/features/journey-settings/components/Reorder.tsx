import { ArrowDown, ArrowUp } from "lucide-react";
import type { KeyboardEvent } from "react";
import styled from "styled-components";
import { IconButton } from "../../../primitives/IconButton";

const StyledReorder = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xxs};
`;

export type ReorderProps = {
  /** The entry's key, which finds its buttons again once it has moved. */
  moveKey: string;
  /** What the buttons move, e.g. "Pitch Deck" or "stage Screening". */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
};

/** Puts focus back on the moved entry's button once the list is drawn again (the other one at an end). */
function focusMoved(moveKey: string, by: -1 | 1) {
  requestAnimationFrame(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-move-key="${moveKey}"]`);
    const wanted = [...buttons].find((button) => button.dataset.move === String(by) && !button.disabled);
    (wanted ?? [...buttons].find((button) => !button.disabled))?.focus();
  });
}

/**
 * Alt+ArrowUp and Alt+ArrowDown on an entry move it, as its buttons do: a list is reordered from
 * the keyboard as well as with the pointer.
 */
export function reorderKeys(moveKey: string, onMove: (by: -1 | 1) => void) {
  return (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    event.stopPropagation();
    const by = event.key === "ArrowUp" ? -1 : 1;
    onMove(by);
    focusMoved(moveKey, by);
  };
}

/** Move up and Move down buttons; the one that would leave the list is disabled. */
export function Reorder({ moveKey, name, index, count, onMove }: ReorderProps) {
  const move = (by: -1 | 1) => {
    onMove(by);
    focusMoved(moveKey, by);
  };
  return (
    <StyledReorder>
      <IconButton
        label={`Move ${name} up`}
        icon={<ArrowUp aria-hidden="true" />}
        size="sm"
        variant="ghost"
        disabled={index === 0}
        data-move-key={moveKey}
        data-move="-1"
        onClick={() => move(-1)}
      />
      <IconButton
        label={`Move ${name} down`}
        icon={<ArrowDown aria-hidden="true" />}
        size="sm"
        variant="ghost"
        disabled={index === count - 1}
        data-move-key={moveKey}
        data-move="1"
        onClick={() => move(1)}
      />
    </StyledReorder>
  );
}
