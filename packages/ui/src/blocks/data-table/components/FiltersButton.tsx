import { ListFilter } from "lucide-react";
import { useState, type Ref } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import { Drawer } from "../../../primitives/Drawer";
import type { DataTableFilter, DataTableQuery } from "../types";
import { FilterControl } from "./FilterControl";

const NONE: string[] = [];

// Two filters a row in the drawer, one where it is narrower than two controls.
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, ${({ theme }) => theme.size.toolbarControl}), 1fr)
  );
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

export type FiltersButtonProps<F extends string> = {
  filters: readonly DataTableFilter<F>[];
  picked: DataTableQuery<F>["filters"];
  onFilter: (id: F, values: string[]) => void;
  /** How many filters hold values; the button shows it ("Filters (2)"). */
  activeCount: number;
  onClearAll: () => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/**
 * A "Filters" button that opens the list's filters in a drawer. A choice applies at once (the
 * list behind follows); Done or Escape closes the drawer and focus goes back to the button.
 */
export function FiltersButton<F extends string>({
  filters,
  picked,
  onFilter,
  activeCount,
  onClearAll,
  buttonRef,
}: FiltersButtonProps<F>) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer
      title="Filters"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button ref={buttonRef} variant="secondary" icon={<ListFilter aria-hidden="true" />}>
          {activeCount > 0 ? `Filters (${activeCount})` : "Filters"}
        </Button>
      }
      footer={
        <>
          {activeCount > 0 ? (
            <Button variant="ghost" onClick={onClearAll}>
              Clear all
            </Button>
          ) : null}
          <Button variant="primary" onClick={() => setOpen(false)}>
            Done
          </Button>
        </>
      }
    >
      <StyledGrid>
        {filters.map((filter) => (
          <FilterControl
            key={filter.id}
            filter={filter}
            values={picked[filter.id] ?? NONE}
            onChange={(values) => onFilter(filter.id, values)}
          />
        ))}
      </StyledGrid>
    </Drawer>
  );
}
