import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Checkbox.stories";

const { Default, Checked, Indeterminate, Invalid, Disabled } = composeStories(stories);

describe("Checkbox", () => {
  it("is a checkbox named by its label, ticked by click, label and Space", async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Recording" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText("Recording"));
    expect(box).toBeChecked();
    expect(onChange.mock.calls.map(([checked]) => checked)).toEqual([true, false, true]);
  });

  it("starts ticked from defaultChecked and reads its description", () => {
    render(<Checked />);
    const box = screen.getByRole("checkbox", { name: "Recording" });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription("The upload is a meeting recording.");
  });

  it("announces the mixed state of a partial selection", async () => {
    render(<Indeterminate />);
    const all = screen.getByRole("checkbox", { name: "All company members" });
    expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    expect(all).toBeChecked();
    expect(all).not.toBePartiallyChecked();
    await userEvent.click(all);
    expect(all).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Priya Sharma" })).not.toBeChecked();
  });

  it("shows the error and the required state", () => {
    render(<Invalid />);
    const box = screen.getByRole("checkbox", {
      name: "I confirm the company members agreed to be contacted",
    });
    expect(box).toBeInvalid();
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription("This is required");
  });

  it("cannot be changed when disabled", async () => {
    render(<Disabled />);
    const box = screen.getByRole("checkbox", { name: "Recording" });
    await userEvent.click(box, { pointerEventsCheck: 0 });
    expect(box).toBeChecked();
  });
});
