import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fromZonedInputValue, toZonedInputValue } from "../../src/primitives/DateTimeField";
import * as stories from "../../../../stories/primitives/DateTimeField.stories";

const { Default, WithMin, MinNow, OtherTimeZone, Invalid, Disabled } = composeStories(stories);

describe("DateTimeField", () => {
  it("shows a UTC instant as wall-clock time in India, named IST", () => {
    render(<Default />);
    const input = screen.getByLabelText("Start date");
    expect(input).toHaveAttribute("type", "datetime-local");
    expect(input).toHaveValue("2026-03-18T10:00");
    expect(input).toHaveAccessibleDescription("IST");
  });

  it("reports the picked wall-clock time as a UTC instant, and null once cleared", () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByLabelText("Start date");
    fireEvent.change(input, { target: { value: "2026-03-19T15:45" } });
    expect(onChange).toHaveBeenLastCalledWith("2026-03-19T10:15:00.000Z");
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("uses the zone's own offset on that date, daylight saving included", () => {
    expect(toZonedInputValue("2026-01-15T12:00:00.000Z", "Europe/London")).toBe("2026-01-15T12:00");
    expect(toZonedInputValue("2026-07-15T12:00:00.000Z", "Europe/London")).toBe("2026-07-15T13:00");
    expect(fromZonedInputValue("2026-07-15T13:00", "Europe/London")).toBe("2026-07-15T12:00:00.000Z");
    expect(fromZonedInputValue("2026-03-18T10:00", "Asia/Kolkata")).toBe("2026-03-18T04:30:00.000Z");
    expect(fromZonedInputValue("2026-03-18", "Asia/Kolkata")).toBeNull();
    expect(toZonedInputValue("not a date", "Asia/Kolkata")).toBe("");
  });

  it("shows another zone when asked", () => {
    render(<OtherTimeZone />);
    expect(screen.getByLabelText("Start date (London)")).toHaveValue("2026-03-18T04:30");
    expect(screen.getByText("GMT")).toBeInTheDocument();
  });

  it("sets the earliest allowed time as the input's min and says so", () => {
    render(<WithMin />);
    expect(screen.getByLabelText("Start date")).toHaveAttribute("min", "2026-03-18T10:00");
    expect(
      screen.getByText(
        "The meeting must start after the evaluation. Earliest allowed: 18 Mar 2026, 10:00 IST.",
      ),
    ).toBeInTheDocument();
  });

  it("with minNow, takes the present moment in the zone as the minimum", () => {
    vi.useFakeTimers({ now: new Date("2026-05-01T06:20:30.000Z"), toFake: ["Date"] });
    try {
      render(<MinNow />);
      const input = screen.getByLabelText("Date");
      expect(input).toHaveAttribute("min", "2026-05-01T11:50");
      expect(input).toHaveAccessibleDescription("Earliest allowed is now. IST");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the error and marks the input invalid", () => {
    render(<Invalid />);
    const input = screen.getByLabelText(/^Date/);
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription("Date is required IST");
  });

  it("is disabled when asked", () => {
    render(<Disabled />);
    expect(screen.getByLabelText("Start date")).toBeDisabled();
  });
});
