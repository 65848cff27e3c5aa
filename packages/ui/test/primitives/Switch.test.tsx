import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Switch.stories";

const { Default, On, Invalid, Disabled } = composeStories(stories);

describe("Switch", () => {
  it("is a switch named by its label, flipped by click and by Space", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Active" });
    expect(control).toHaveAttribute("aria-checked", "false");
    await userEvent.click(control);
    expect(control).toHaveAttribute("aria-checked", "true");
    await userEvent.keyboard(" ");
    expect(control).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{Enter}");
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("flips when its label is pressed and is described by its description", async () => {
    render(<On />);
    const control = screen.getByRole("switch", { name: "Active" });
    expect(control).toBeChecked();
    expect(control).toHaveAccessibleDescription("Inactive senders cannot be picked for outreach.");
    await userEvent.click(screen.getByText("Active"));
    expect(control).not.toBeChecked();
  });

  it("stays as it is when controlled and the owner keeps it", async () => {
    const onChange = fn();
    render(<Default checked={false} onChange={onChange} />);
    const control = screen.getByRole("switch", { name: "Active" });
    await userEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(control).not.toBeChecked();
  });

  it("shows the error", () => {
    render(<Invalid />);
    expect(screen.getByRole("switch", { name: "Active" })).toHaveAccessibleDescription(
      "Active status is required.",
    );
  });

  it("ignores presses when disabled", async () => {
    const onChange = fn();
    render(<Disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole("switch", { name: "Active" }), { pointerEventsCheck: 0 });
    expect(onChange).not.toHaveBeenCalled();
  });
});
