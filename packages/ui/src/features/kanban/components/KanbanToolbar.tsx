import {
  type CountryCount,
  DASHBOARD_TEXTS,
  DASHBOARD_VIEW_LABELS,
  DASHBOARD_VIEWS,
  DATE_FILTER_TYPE_LABELS,
  type DateFilterType,
  type UserShort,
} from "@pipeline/contract";
import { Search } from "lucide-react";
import styled from "styled-components";
import { Select } from "../../../primitives/Select";
import { TextField } from "../../../primitives/TextField";
import type { BoardFiltersState } from "../hooks/useBoardFilters";

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledControl = styled.div`
  width: ${({ theme }) => theme.size.toolbarControl};
`;

const VIEW_OPTIONS = DASHBOARD_VIEWS.map((view) => ({ value: view, label: DASHBOARD_VIEW_LABELS[view] }));

const DATE_TYPE_OPTIONS = (Object.keys(DATE_FILTER_TYPE_LABELS) as DateFilterType[]).map((type) => ({
  value: type,
  label: DATE_FILTER_TYPE_LABELS[type],
}));

export type KanbanToolbarProps = {
  board: BoardFiltersState;
  countries: readonly CountryCount[];
  users: readonly UserShort[];
};

/** Search, country, view, user and date range above the board. */
export function KanbanToolbar({ board, countries, users }: KanbanToolbarProps) {
  const { filters, change } = board;
  const range = filters.dateRange;
  return (
    <StyledToolbar role="group" aria-label="Dashboard filters">
      <StyledControl>
        <TextField
          label="Search"
          type="search"
          placeholder="Company name"
          value={board.searchText}
          prefix={<Search aria-hidden="true" />}
          onChange={(event) => board.setSearchText(event.target.value)}
        />
      </StyledControl>
      <StyledControl>
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
      </StyledControl>
      <StyledControl>
        <Select
          label="View"
          options={VIEW_OPTIONS}
          value={filters.view}
          onChange={(value) => {
            const view = DASHBOARD_VIEWS.find((entry) => entry === value);
            if (view) board.setView(view);
          }}
        />
      </StyledControl>
      <StyledControl>
        <Select
          label="User"
          options={[
            { value: "", label: DASHBOARD_TEXTS.allUsers },
            ...users.map((user) => ({
              value: String(user.pk),
              label: `${user.first_name} ${user.last_name}`,
            })),
          ]}
          value={filters.createdBy ?? ""}
          onChange={(value) => change({ createdBy: value || null })}
        />
      </StyledControl>
      <StyledControl>
        <Select
          label="Date of"
          options={DATE_TYPE_OPTIONS}
          value={range.type}
          onChange={(value) =>
            change({ dateRange: { ...range, type: value === "modified" ? "modified" : "created" } })
          }
        />
      </StyledControl>
      <StyledControl>
        <TextField
          label="From"
          type="date"
          value={range.start}
          max={range.end || undefined}
          onChange={(event) => change({ dateRange: { ...range, start: event.target.value } })}
        />
      </StyledControl>
      <StyledControl>
        <TextField
          label="To"
          type="date"
          value={range.end}
          min={range.start || undefined}
          onChange={(event) => change({ dateRange: { ...range, end: event.target.value } })}
        />
      </StyledControl>
    </StyledToolbar>
  );
}
