import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type DateRange, DateRangeControls } from "../../../src/blocks/toolbar/toolbarControls";
import { renderWith } from "../../journey-documents/documentsSupport";

function Range() {
  const [range, setRange] = useState<DateRange>({ start: "", end: "", type: "created" });
  return <DateRangeControls range={range} onChange={setRange} />;
}

describe("DateRangeControls", () => {
  it("says its days are IST days beside each date, as the campaign scheduler says its time zone", () => {
    renderWith({}, <Range />);
    for (const label of ["From", "To"]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription("IST");
    }
    expect(screen.getAllByText("IST")).toHaveLength(2);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2024-03-28" } });
    expect(screen.getByLabelText("From")).toHaveValue("2024-03-28");
    expect(screen.getByLabelText("From")).toHaveAccessibleDescription("IST");
  });
});
