import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/MultiSelect.stories";

const { Default, WithValue, Disabled, Invalid } = composeStories(stories);

describe("MultiSelect", () => {
  it("filters by typing and keeps the list open while picking several", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole("combobox", { name: "Country" });
    await user.type(input, "ind");
    const listbox = screen.getByRole("listbox", { name: "Country" });
    expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["India", "Indonesia"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(["IN"]);
    expect(input).toHaveValue("");
    await user.click(screen.getByRole("option", { name: "Singapore" }));
    expect(onChange).toHaveBeenLastCalledWith(["IN", "SG"]);
    expect(screen.getByRole("option", { name: "Singapore" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Remove India" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Singapore" })).toBeInTheDocument();
  });

  it("removes a chosen option when it is picked again", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<WithValue onChange={onChange} />);
    await user.click(screen.getByRole("combobox", { name: "Country" }));
    await user.click(screen.getByRole("option", { name: "India" }));
    expect(onChange).toHaveBeenLastCalledWith(["SG"]);
  });

  it("removes chips with their button and with Backspace in the empty box", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<WithValue onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Remove India" }));
    expect(onChange).toHaveBeenLastCalledWith(["SG"]);
    expect(screen.queryByRole("button", { name: "Remove India" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Country" }));
    await user.keyboard("{Backspace}");
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("says No results when the text matches nothing", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByRole("combobox", { name: "Country" }), "zz");
    expect(screen.getByText("No results")).toBeInTheDocument();
    expect(screen.queryByRole("option")).not.toBeInTheDocument();
  });

  it("ignores input when disabled and reports its error", () => {
    render(<Disabled />);
    expect(screen.getByRole("combobox", { name: "Country" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove India" })).toBeDisabled();
    render(<Invalid />);
    const location = screen.getByRole("combobox", { name: "Location" });
    expect(location).toHaveAttribute("aria-invalid", "true");
    expect(location).toHaveAccessibleDescription("At least one location must be selected");
  });
});
