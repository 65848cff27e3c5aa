import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/features/shell/AppLayout.stories";

const { Narrow, FsdAdminRoleSwitcher, User } = composeStories(stories);

// jsdom knows no container queries: the menu button keeps the style it has above the collapse width
// (not displayed), so it is looked up among hidden elements too; a browser shows it in the Narrow story.
async function openNavigation() {
  const user = userEvent.setup();
  render(<Narrow />);
  const toggle = screen.getByRole("button", { name: "Navigation", hidden: true });
  await user.click(toggle);
  const drawer = await screen.findByRole("dialog", { name: "Pipeline" });
  return { user, toggle, drawer };
}

// Rendering the whole layout and tabbing through it takes jsdom a few seconds.
describe("AppLayout's collapsed sidebar", { timeout: 20_000 }, () => {
  it("opens as a modal drawer with the role switcher and the links, focus on the first control", async () => {
    const { toggle, drawer } = await openNavigation();
    expect(drawer).toHaveAttribute("aria-modal", "true");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = within(drawer).getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await waitFor(() => expect(within(drawer).getByRole("combobox", { name: "Role" })).toHaveFocus());
  });

  it("keeps Tab and Shift+Tab inside while it is open", async () => {
    const { user, drawer } = await openNavigation();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    // More stops than the drawer has (close, role, 13 links): focus comes round instead of leaving.
    // Past either end, focus lands for a moment on the drawer's guard, which sends it round.
    const focusInside = () =>
      waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 20; step += 1) {
      await user.tab();
      await focusInside();
    }
    for (let step = 0; step < 5; step += 1) {
      await user.tab({ shift: true });
      await focusInside();
    }
  });

  it("closes on Escape and gives focus back to the Navigation button", async () => {
    const { user, toggle, drawer } = await openNavigation();
    within(drawer).getByRole("link", { name: "Companies" }).focus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it("closes after a link is followed, and from its close button", async () => {
    const { user, toggle, drawer } = await openNavigation();
    await user.click(within(drawer).getByRole("link", { name: "Companies" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(toggle);
    await user.click(await screen.findByRole("button", { name: "Close navigation" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });
});

describe("AppLayout's role switcher", { timeout: 20_000 }, () => {
  it("shows for a user holding FSD_Admin and USER, offering both", async () => {
    const user = userEvent.setup();
    render(<FsdAdminRoleSwitcher />);
    const role = screen.getByRole("combobox", { name: "Role" });
    expect(role).toHaveTextContent("FSD_Admin");
    await user.click(role);
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["FSD_Admin", "USER"]);
  });

  it("does not show for a user holding a single role", () => {
    render(<User />);
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Role" })).not.toBeInTheDocument();
  });
});
