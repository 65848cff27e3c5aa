// Parts the filter toolbars share (the companies table's and the dashboard's): a control's width and
// the Created/Modified date range.
import { DATE_FILTER_TYPE_LABELS, type DateFilterType, IST_TIME_ZONE } from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { zoneAbbreviation } from "../../primitives/DateTimeField";
import { Select } from "../../primitives/Select";
import { TextField } from "../../primitives/TextField";

/** How wide a toolbar's controls are: "md" (`theme.size.toolbarControl`) or "sm" (`toolbarControlSm`). */
export type ToolbarControlSize = "md" | "sm";

/** One control of a filter toolbar, all of the same width unless told to be the smaller one. */
export const ToolbarControl = styled.div<{ $size?: ToolbarControlSize }>`
  width: ${({ theme, $size = "md" }) => ($size === "sm" ? theme.size.toolbarControlSm : theme.size.toolbarControl)};
`;

/** A date's control: at least as wide as the whole date and its zone's name, in the smaller size too. */
const StyledDateControl = styled(ToolbarControl)`
  min-width: max-content;
`;

/** Dates as the date inputs hold them (yyyy-mm-dd, or empty), and which date of a record they filter. */
export type DateRange = { start: string; end: string; type: DateFilterType };

const DATE_TYPE_OPTIONS = (Object.keys(DATE_FILTER_TYPE_LABELS) as DateFilterType[]).map((type) => ({
  value: type,
  label: DATE_FILTER_TYPE_LABELS[type],
}));

export type DateRangeControlsProps = {
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** "sm" where the range shares one line with search and buttons. Default: "md". */
  size?: ToolbarControlSize;
  /** Offers "Date of" (Created or Modified); false for records that are never changed. Default: true. */
  typeChoice?: boolean;
};

// IST keeps one offset all year: its name is the same on every day the range may hold.
const DAYS_ZONE = zoneAbbreviation(IST_TIME_ZONE, 0);

/**
 * "Date of" (Created or Modified), From and To; From cannot pass To, nor To come before From. The
 * days are IST days (the server reads them so), and each date says so as the campaign scheduler's
 * time does: the zone's name beside it.
 */
export function DateRangeControls({
  range,
  onChange,
  size = "md",
  typeChoice = true,
}: DateRangeControlsProps) {
  const fromZoneId = useId();
  const toZoneId = useId();
  return (
    <>
      {typeChoice ? (
        <ToolbarControl $size={size}>
          <Select
            label="Date of"
            options={DATE_TYPE_OPTIONS}
            value={range.type}
            onChange={(value) => onChange({ ...range, type: value === "modified" ? "modified" : "created" })}
          />
        </ToolbarControl>
      ) : null}
      <StyledDateControl $size={size}>
        <TextField
          label="From"
          type="date"
          value={range.start}
          max={range.end || undefined}
          onChange={(event) => onChange({ ...range, start: event.target.value })}
          suffix={<span id={fromZoneId}>{DAYS_ZONE}</span>}
          aria-describedby={fromZoneId}
        />
      </StyledDateControl>
      <StyledDateControl $size={size}>
        <TextField
          label="To"
          type="date"
          value={range.end}
          min={range.start || undefined}
          onChange={(event) => onChange({ ...range, end: event.target.value })}
          suffix={<span id={toZoneId}>{DAYS_ZONE}</span>}
          aria-describedby={toZoneId}
        />
      </StyledDateControl>
    </>
  );
}
