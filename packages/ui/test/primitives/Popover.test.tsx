import { fn } from "storybook/test";
import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Popover.stories";

const { Default, Open, Controlled, LongContent } = composeStories(stories);

describe("Popover", () => {
  it("opens from its trigger, moves focus in, and is labelled by the trigger", async () => {
    const user = userEvent.setup();
    const onOpenChange = fn();
    render(<Default onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole("button", { name: "Date filter" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Date filter" })).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Created" })).toHaveFocus());
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole("button", { name: "Date filter" });
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await waitFor(() => expect(screen.getByRole("radio", { name: "Created" })).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes on a press outside and through the close function it hands its content", async () => {
    const user = userEvent.setup();
    render(<Open />);
    await screen.findByRole("dialog");
    await user.click(document.body);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Date filter" }));
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("takes an explicit accessible name and follows a controlled open state", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(await screen.findByRole("dialog", { name: "Date type filter" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("focuses the panel itself when it holds nothing focusable", async () => {
    render(<LongContent />);
    const panel = await screen.findByRole("dialog");
    await waitFor(() => expect(panel).toHaveFocus());
  });
});
