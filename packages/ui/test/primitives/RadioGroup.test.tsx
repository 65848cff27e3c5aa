import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/RadioGroup.stories";

const { Default, Horizontal, Invalid, Disabled, LongContent } = composeStories(stories);

describe("RadioGroup", () => {
  it("is a group named by its legend whose arrow keys move the choice", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    expect(screen.getByRole("group", { name: "Status" })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Approved" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Rejected" })).toBeChecked();
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Hold" })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith("HOLD");
  });

  it("leaves the group with one Tab from the picked option", async () => {
    render(<Horizontal />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it("shares one name among its radios and marks them required", () => {
    render(<Horizontal />);
    const [yes, no] = screen.getAllByRole("radio");
    expect(yes).toHaveAttribute("name", no?.getAttribute("name") ?? "");
    expect(yes).toBeRequired();
  });

  it("describes the group with the error", () => {
    render(<Invalid />);
    expect(screen.getByRole("group", { name: "Recording" })).toHaveAccessibleDescription(
      "Please select an option",
    );
    expect(screen.getByRole("radio", { name: "Yes" })).toBeInvalid();
  });

  it("disables every option", () => {
    render(<Disabled />);
    for (const radio of screen.getAllByRole("radio")) expect(radio).toBeDisabled();
  });

  it("describes each option by its own description and disables single options", () => {
    render(<LongContent />);
    expect(screen.getByRole("radio", { name: "Cancel them all" })).toHaveAccessibleDescription(
      "Attendees are told by e-mail and the meetings leave the journey timeline.",
    );
    expect(screen.getByRole("radio", { name: "Ask me for each meeting" })).toBeDisabled();
  });
});
