import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Drawer.stories";

const { Default, Open, NoDismiss } = composeStories(stories);

describe("Drawer", () => {
  it("opens from its trigger as a modal panel with a header, a body and a footer", async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.click(screen.getByRole("button", { name: "Update company" }));
    const drawer = await screen.findByRole("dialog", { name: "Update Company" });
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(within(drawer).getByRole("heading", { name: "Update Company" })).toBeInTheDocument();
    expect(within(drawer).getByRole("textbox", { name: "Company name" })).toHaveValue("Acme Industrial");
    expect(within(drawer).getByRole("button", { name: "Update" })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole("textbox", { name: "Company name" })).toHaveFocus());
  });

  it("closes on Escape and from its close button, giving focus back to the trigger", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole("button", { name: "Update company" });
    await user.click(trigger);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is described by its description", async () => {
    render(<Open />);
    expect(await screen.findByRole("dialog")).toHaveAccessibleDescription(
      "Changes are saved to the company's journey.",
    );
  });

  it("keeps unsaved input when Escape and outside presses are turned off", async () => {
    const user = userEvent.setup();
    render(<NoDismiss />);
    const drawer = await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await user.click(drawer.parentElement as HTMLElement);
    expect(screen.getByRole("dialog", { name: "Update Company" })).toBeInTheDocument();
  });
});
