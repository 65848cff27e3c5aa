import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Chip.stories";

const { Default, Removable, Disabled, Catalog } = composeStories(stories);

describe("Chip", () => {
  it("shows its label with no remove button unless asked", () => {
    render(<Default />);
    expect(screen.getByText("India")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("calls onRemove from a button named after the label", async () => {
    const onRemove = fn();
    render(<Removable onRemove={onRemove} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove Finance" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("can be removed from the keyboard", async () => {
    const onRemove = fn();
    render(<Removable onRemove={onRemove} />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it("does not remove while disabled", async () => {
    const onRemove = fn();
    render(<Disabled onRemove={onRemove} />);
    const remove = screen.getByRole("button", { name: "Remove Finance" });
    expect(remove).toBeDisabled();
    await userEvent.click(remove);
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("names every remove button in a row of chips", () => {
    render(<Catalog />);
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Remove Finance",
      "Remove Healthcare",
      "Remove Retail",
    ]);
  });
});
