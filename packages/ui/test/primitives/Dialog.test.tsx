import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as stories from "../../../../stories/primitives/Dialog.stories";

const { Default, Open, NoDismiss, Controlled, LongContent, WithSelect, FullScreen } = composeStories(stories);

describe("Dialog", () => {
  it("opens from its trigger as a modal dialog named by its title and described by its description", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole("button", { name: "Cancel meeting…" });
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Cancel Meeting" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "The participants are told by e-mail that the meeting is cancelled.",
    );
    expect(within(dialog).getByRole("button", { name: "Keep meeting" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus());
  });

  it("closes on Escape and gives focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole("button", { name: "Cancel meeting…" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes from the header's close button and on a press on the backdrop", async () => {
    const user = userEvent.setup();
    render(<Open />);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel meeting…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open on Escape and backdrop presses when both are turned off", async () => {
    const user = userEvent.setup();
    render(<NoDismiss />);
    const dialog = await screen.findByRole("dialog", { name: "Cancel Meeting" });
    await user.keyboard("{Escape}");
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole("dialog", { name: "Cancel Meeting" })).toBeInTheDocument();
  });

  it("keeps Tab inside the dialog", async () => {
    const user = userEvent.setup();
    render(<Open />);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus());
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      // Focus guards at the panel's edges send focus back inside a moment later.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    expect(screen.getByRole("button", { name: "Cancel meeting…", hidden: true })).not.toHaveFocus();
  });

  it("locks the page's scrolling while open", async () => {
    const user = userEvent.setup();
    render(<Open />);
    await screen.findByRole("dialog");
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("");
  });

  it("reports open changes when controlled", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole("button", { name: "Open (closed)" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open (open)", hidden: true })).toBeInTheDocument();
  });

  it("puts focus on the footer when the body has no field", async () => {
    render(<LongContent />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Keep meeting" })).toHaveFocus());
  });

  it("covers the viewport without a footer in full-screen mode", async () => {
    render(<FullScreen />);
    const dialog = await screen.findByRole("dialog", { name: "Pitch deck.pdf" });
    expect(within(dialog).getByText("Document preview")).toBeInTheDocument();
    expect(within(dialog).queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("lets Escape close an open list inside it before closing itself", async () => {
    const user = userEvent.setup();
    render(<WithSelect />);
    const round = await screen.findByRole("combobox", { name: "Round" });
    await waitFor(() => expect(round).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(round).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("option", { name: "Series B" }));
    expect(round).toHaveTextContent("Series B");
    expect(screen.getByRole("dialog", { name: "Upload Document" })).toBeInTheDocument();

    await user.keyboard("{ArrowDown}");
    await user.keyboard("{Escape}");
    expect(round).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("dialog", { name: "Upload Document" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
