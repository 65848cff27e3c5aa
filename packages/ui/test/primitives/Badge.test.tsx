import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Badge.stories";

const { Default, Label, Capped, ScreenReaderLabel } = composeStories(stories);

describe("Badge", () => {
  it("shows a count beside its subject", () => {
    render(<Default />);
    expect(screen.getByText("Evaluation")).toBeInTheDocument();
    expect(screen.getByText("12")).toBeInTheDocument();
  });

  it("shows a short label when there is no count", () => {
    render(<Label />);
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  it("caps large counts", () => {
    render(<Capped />);
    expect(screen.getByText("99+")).toBeInTheDocument();
    expect(screen.queryByText("1250")).not.toBeInTheDocument();
  });

  it("shows a count equal to max as it is and one above it capped", () => {
    const { rerender } = render(<Capped count={9} max={9} />);
    expect(screen.getByText("9")).toBeInTheDocument();
    rerender(<Capped count={10} max={9} />);
    expect(screen.getByText("9+")).toBeInTheDocument();
  });

  it("shows zero rather than nothing", () => {
    render(<Capped count={0} />);
    expect(screen.getByText("0")).toBeInTheDocument();
  });

  it("gives screen readers the label in place of the bare number", () => {
    render(<ScreenReaderLabel />);
    expect(screen.getByText("3 unread comments")).toBeInTheDocument();
    expect(screen.getByText("3")).toHaveAttribute("aria-hidden", "true");
  });
});
