import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/ProgressBar.stories";

const { Default, Loading, Bytes, HiddenLabel } = composeStories(stories);

describe("ProgressBar", () => {
  it("reports its value, range and name", () => {
    render(<Default />);
    const bar = screen.getByRole("progressbar", { name: "Uploading companies.xlsx" });
    expect(bar).toHaveAttribute("aria-valuenow", "45");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText("45%")).toBeInTheDocument();
  });

  it("shows no percentage unless asked", () => {
    render(<Default showValue={false} />);
    expect(screen.queryByText("45%")).not.toBeInTheDocument();
  });

  it("has no value while indeterminate", () => {
    render(<Loading />);
    const bar = screen.getByRole("progressbar", { name: "Processing" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it("works out the percentage from max", () => {
    render(<Bytes />);
    expect(screen.getByText("25%")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuemax", "1610612736");
  });

  it("keeps a value outside the range within it", () => {
    render(<Default value={130} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText("100%")).toBeInTheDocument();
  });

  it("counts from min", () => {
    render(<Default min={50} max={150} value={75} />);
    expect(screen.getByText("25%")).toBeInTheDocument();
  });

  it("keeps a hidden label as the bar's name", () => {
    render(<HiddenLabel />);
    expect(screen.getByRole("progressbar", { name: "Uploading companies.xlsx" })).toBeInTheDocument();
  });
});
