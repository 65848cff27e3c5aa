import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/IconButton.stories";

const { Default, Disabled, Loading, Catalog } = composeStories(stories);

describe("IconButton", () => {
  it("takes its accessible name from the label and is reached with Tab", async () => {
    const onClick = fn();
    render(<Default onClick={onClick} />);
    await userEvent.tab();
    const button = screen.getByRole("button", { name: "Close" });
    expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is skipped by Tab when disabled", async () => {
    render(<Disabled />);
    await userEvent.tab();
    expect(screen.getByRole("button", { name: "Edit company" })).not.toHaveFocus();
  });

  it("is busy and disabled while loading", () => {
    render(<Loading />);
    expect(screen.getByRole("button", { name: "Delete document", busy: true })).toBeDisabled();
  });

  it("renders every variant and size in the catalog", () => {
    render(<Catalog />);
    expect(screen.getAllByRole("button", { name: "Edit" })).toHaveLength(4 * 5);
  });
});
