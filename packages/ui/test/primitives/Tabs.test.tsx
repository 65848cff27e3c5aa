import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Tabs.stories";

const { Default, Disabled, Controlled, LongContent } = composeStories(stories);

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("shows the default tab's panel only", () => {
    render(<Default />);
    expect(screen.getByRole("tablist", { name: "Company files" })).toBeInTheDocument();
    expect(tab("Recordings")).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel", { name: "Recordings" })).toHaveTextContent(/meeting recordings/);
  });

  it("lets only the selected tab be reached with Tab", async () => {
    render(<Default />);
    expect(tab("Recordings")).toHaveAttribute("tabindex", "0");
    expect(tab("Documents")).toHaveAttribute("tabindex", "-1");
    await userEvent.tab();
    expect(tab("Recordings")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("selects a tab on click", async () => {
    const onValueChange = fn();
    render(<Default onValueChange={onValueChange} />);
    await userEvent.click(tab("Comments"));
    expect(tab("Comments")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Comments" })).toHaveTextContent(/reviewers/);
    expect(onValueChange).toHaveBeenCalledWith("comments");
  });

  it("selects as focus moves with the arrow keys, wrapping at both ends", async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Documents")).toHaveFocus();
    expect(tab("Documents")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(tab("Recordings")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Comments")).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Comments" })).toBeInTheDocument();
  });

  it("jumps to the first and last tab with Home and End", async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard("{End}");
    expect(tab("Comments")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(tab("Recordings")).toHaveAttribute("aria-selected", "true");
  });

  it("passes over a disabled tab", async () => {
    render(<Disabled />);
    await userEvent.click(tab("Documents"));
    expect(tab("Recordings")).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Comments")).toHaveAttribute("aria-selected", "true");
  });

  it("follows the value its parent holds", async () => {
    const onValueChange = fn();
    render(<Controlled onValueChange={onValueChange} />);
    expect(tab("Comments")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(tab("Documents"));
    expect(onValueChange).toHaveBeenLastCalledWith("documents");
    expect(tab("Documents")).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("button", { name: "Show recordings" }));
    expect(tab("Recordings")).toHaveAttribute("aria-selected", "true");
  });

  it("handles values with spaces", async () => {
    render(<LongContent />);
    await userEvent.click(tab("Meeting recordings"));
    expect(screen.getByRole("tabpanel", { name: "Meeting recordings" })).toHaveTextContent(
      /^Meeting recordings:/,
    );
  });
});
