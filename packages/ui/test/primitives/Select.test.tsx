import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Select.stories";

const { Default, WithValue, DisabledOption, Disabled, Invalid, Empty } = composeStories(stories);

describe("Select", () => {
  it("is a select-only combobox named by its label, showing the placeholder until a choice", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "View" });
    expect(select).toHaveTextContent("Select…");
    expect(select).toHaveAttribute("aria-haspopup", "listbox");
    await user.click(select);
    const listbox = screen.getByRole("listbox", { name: "View" });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Stage View", "Stage + Task View", "Confidence Level"]);
    await user.click(within(listbox).getByRole("option", { name: "Confidence Level" }));
    expect(onChange).toHaveBeenCalledWith("confidence");
    expect(select).toHaveTextContent("Confidence Level");
    expect(select).toHaveAttribute("aria-expanded", "false");
  });

  it("follows the select-only combobox keyboard", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<WithValue onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "View" });
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(select).toHaveAttribute("aria-expanded", "true");
    const activeOption = () => document.getElementById(select.getAttribute("aria-activedescendant") ?? "");
    expect(activeOption()).toHaveTextContent("Stage + Task View");
    await user.keyboard("{Home}");
    expect(activeOption()).toHaveTextContent("Stage View");
    await user.keyboard("{End}");
    expect(activeOption()).toHaveTextContent("Confidence Level");
    await user.keyboard("{Escape}");
    expect(select).toHaveAttribute("aria-expanded", "false");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{ArrowDown}{ArrowUp} ");
    expect(onChange).toHaveBeenCalledWith("stage");
    expect(select).toHaveTextContent("Stage View");
  });

  it("skips and refuses disabled options", async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<DisabledOption onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Sender" });
    await user.click(select);
    const unverified = screen.getByRole("option", { name: /not verified/ });
    expect(unverified).toHaveAttribute("aria-disabled", "true");
    await user.click(unverified);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Home}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenCalledWith("team");
  });

  it("cannot be opened or focused when disabled", async () => {
    const user = userEvent.setup();
    render(<Disabled />);
    const select = screen.getByRole("combobox", { name: "View" });
    expect(select).toHaveAttribute("aria-disabled", "true");
    expect(select).toHaveAttribute("tabindex", "-1");
    await user.click(select);
    expect(select).toHaveAttribute("aria-expanded", "false");
  });

  it("is marked invalid and described by its error", () => {
    render(<Invalid />);
    const select = screen.getByRole("combobox", { name: "Sender" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Sender is required");
  });

  it("says so when there is nothing to choose", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    await user.click(screen.getByRole("combobox", { name: "Sender" }));
    expect(screen.getByText("No options")).toBeInTheDocument();
  });
});
