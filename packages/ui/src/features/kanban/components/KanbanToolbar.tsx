import {
  type CountryCount,
  DASHBOARD_TEXTS,
  DASHBOARD_VIEW_LABELS,
  DASHBOARD_VIEWS,
  type UserShort,
} from "@pipeline/contract";
import { Search } from "lucide-react";
import styled from "styled-components";
import { personName } from "../../../format";
import { Select } from "../../../primitives/Select";
import { TextField } from "../../../primitives/TextField";
import { DateRangeControls, ToolbarControl } from "../../../blocks/toolbar/toolbarControls";
import type { BoardFiltersState } from "../hooks/useBoardFilters";

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const VIEW_OPTIONS = DASHBOARD_VIEWS.map((view) => ({ value: view, label: DASHBOARD_VIEW_LABELS[view] }));

export type KanbanToolbarProps = {
  board: BoardFiltersState;
  countries: readonly CountryCount[];
  users: readonly UserShort[];
};

/** Search, country, view, user and date range above the board. */
export function KanbanToolbar({ board, countries, users }: KanbanToolbarProps) {
  const { filters, change } = board;
  return (
    <StyledToolbar role="group" aria-label="Dashboard filters">
      <ToolbarControl>
        <TextField
          label="Search"
          type="search"
          placeholder="Company name"
          value={board.searchText}
          prefix={<Search aria-hidden="true" />}
          onChange={(event) => board.setSearchText(event.target.value)}
        />
      </ToolbarControl>
      <ToolbarControl>
        <Select
          label="Country"
          options={[
            { value: "", label: DASHBOARD_TEXTS.allCountries },
            ...countries.map((country) => ({
              value: String(country.id),
              label: `${country.label} (${country.count})`,
            })),
          ]}
          value={filters.country ?? ""}
          onChange={(value) => change({ country: value || null })}
        />
      </ToolbarControl>
      <ToolbarControl>
        <Select
          label="View"
          options={VIEW_OPTIONS}
          value={filters.view}
          onChange={(value) => {
            const view = DASHBOARD_VIEWS.find((entry) => entry === value);
            if (view) board.setView(view);
          }}
        />
      </ToolbarControl>
      <ToolbarControl>
        <Select
          label="User"
          options={[
            { value: "", label: DASHBOARD_TEXTS.allUsers },
            ...users.map((user) => ({
              value: String(user.pk),
              label: personName(user),
            })),
          ]}
          value={filters.createdBy ?? ""}
          onChange={(value) => change({ createdBy: value || null })}
        />
      </ToolbarControl>
      <DateRangeControls range={filters.dateRange} onChange={(dateRange) => change({ dateRange })} />
    </StyledToolbar>
  );
}
