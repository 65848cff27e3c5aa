import { composeStories } from "@storybook/react-vite";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as stories from "../../../../stories/primitives/Tooltip.stories";

const { Default, DisabledButton, Catalog, OnMenuButton } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
});

describe("Tooltip", () => {
  it("shows on hover only after the delay and describes its element", () => {
    vi.useFakeTimers();
    render(<Default />);
    const button = screen.getByRole("button", { name: "Add Company" });
    fireEvent.mouseEnter(button);
    act(() => void vi.advanceTimersByTime(399));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Add a company by hand");
    expect(button).toHaveAccessibleDescription("Add a company by hand");
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("shows at once on keyboard focus and hides on Escape", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Add Company" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("wraps a disabled button so keyboard and pointer users still get the tooltip", async () => {
    const user = userEvent.setup();
    render(<DisabledButton />);
    const button = screen.getByRole("button", { name: "Bulk Initial Outreach" });
    expect(button).toBeDisabled();
    await user.tab();
    const wrapper = button.parentElement as HTMLElement;
    expect(wrapper).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Not more than 1 companies are selected");
    expect(wrapper).toHaveAccessibleDescription("Not more than 1 companies are selected");
  });

  it("can be rendered open on every side", () => {
    render(<Catalog />);
    expect(screen.getAllByRole("tooltip").map((tooltip) => tooltip.textContent)).toEqual([
      "Placed top",
      "Placed bottom",
      "Placed left",
      "Placed right",
    ]);
  });

  it("hands a surrounding menu its props and ref, so one button has both", async () => {
    const user = userEvent.setup();
    render(<OnMenuButton />);
    const button = screen.getByRole("button", { name: "More actions" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    await user.hover(button);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("More actions");
    await user.click(button);
    expect(await screen.findByRole("menu", { name: "More actions" })).toBeInTheDocument();
  });

  it("renders the bare element, undescribed, when there is no text", () => {
    render(<Default content="" />);
    const button = screen.getByRole("button", { name: "Add Company" });
    fireEvent.focus(button);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute("aria-describedby");
  });
});
