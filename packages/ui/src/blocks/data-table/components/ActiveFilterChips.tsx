import { useRef } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { Chip } from "../../../primitives/Chip";
import type { ActiveFilter } from "./activeFilters";

const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  min-width: 0;
  max-width: 100%;
`;

export type ActiveFilterChipsProps<F extends string> = {
  /** The filters holding values, in order. */
  active: readonly ActiveFilter<F>[];
  onRemove: (id: F) => void;
  onClearAll: () => void;
  /** Where focus goes once no chip is left to take it, e.g. the Filters button. */
  focusAfterLast: () => void;
};

/**
 * The filters in force as removable chips, with Clear all when there are several. A removed chip
 * hands focus to its neighbour, the last one to `focusAfterLast`, so the keyboard never lands on
 * the page's start.
 */
export function ActiveFilterChips<F extends string>({
  active,
  onRemove,
  onClearAll,
  focusAfterLast,
}: ActiveFilterChipsProps<F>) {
  const listRef = useRef<HTMLUListElement>(null);
  if (active.length === 0) return null;

  function remove(index: number, id: F) {
    const buttons = Array.from(listRef.current?.querySelectorAll("button") ?? []);
    const neighbour = buttons[index + 1] ?? buttons[index - 1];
    onRemove(id);
    if (neighbour) neighbour.focus();
    else focusAfterLast();
  }

  return (
    <StyledChips role="group" aria-label="Active filters">
      <StyledList ref={listRef}>
        {active.map((filter, index) => (
          <StyledItem key={filter.id}>
            <Chip label={filter.text} onRemove={() => remove(index, filter.id)} />
          </StyledItem>
        ))}
      </StyledList>
      {active.length > 1 ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            onClearAll();
            focusAfterLast();
          }}
        >
          Clear all
        </Button>
      ) : null}
    </StyledChips>
  );
}
