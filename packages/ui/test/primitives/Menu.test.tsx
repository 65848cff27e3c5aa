import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import * as stories from "../../../../stories/primitives/Menu.stories";

const { Default, ColumnVisibility } = composeStories(stories);

function renderActions() {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  render(
    <Default
      trigger={<button type="button">Actions</button>}
      items={[
        { kind: "action", id: "edit", label: "Edit", onSelect: onEdit },
        { kind: "action", id: "duplicate", label: "Duplicate", onSelect: vi.fn() },
        { kind: "action", id: "archive", label: "Archive", onSelect: vi.fn(), disabled: true },
        { kind: "separator", id: "line" },
        { kind: "action", id: "delete", label: "Delete", onSelect: onDelete, danger: true },
      ]}
    />,
  );
  return { onEdit, onDelete, trigger: screen.getByRole("button", { name: "Actions" }) };
}

describe("Menu", () => {
  it("is a menu button that opens a menu labelled by it", async () => {
    const user = userEvent.setup();
    render(<Default />);
    const trigger = screen.getByRole("button", { name: "Actions" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    await user.click(trigger);
    const menu = await screen.findByRole("menu", { name: "Actions" });
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Edit", "Duplicate", "Archive", "Delete"]);
    expect(within(menu).getByRole("separator")).toBeInTheDocument();
  });

  it("moves with Arrow keys, Home, End and typing, skipping disabled items", async () => {
    const user = userEvent.setup();
    const { trigger } = renderActions();
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const item = (name: string) => screen.getByRole("menuitem", { name });
    await waitFor(() => expect(item("Edit")).toHaveFocus());
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(item("Delete")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(item("Edit")).toHaveFocus();
    await user.keyboard("{End}");
    expect(item("Delete")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(item("Edit")).toHaveFocus();
    await user.keyboard("d");
    expect(item("Duplicate")).toHaveFocus();
  });

  it("opens on Arrow Up at the last item", async () => {
    const user = userEvent.setup();
    const { trigger } = renderActions();
    trigger.focus();
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus());
  });

  it("opens on Enter at the first item; Enter or Space picks, closes and gives focus back", async () => {
    const user = userEvent.setup();
    const { trigger, onEdit, onDelete } = renderActions();
    trigger.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Delete" })).toHaveFocus());
    await user.keyboard(" ");
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("closes on Escape and on Tab without picking", async () => {
    const user = userEvent.setup();
    const { trigger, onEdit } = renderActions();
    await user.click(trigger);
    await screen.findByRole("menu");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await user.tab();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("toggles checkbox items without closing, for column visibility", async () => {
    const user = userEvent.setup();
    render(<ColumnVisibility />);
    await user.click(screen.getByRole("button", { name: "Columns" }));
    const website = await screen.findByRole("menuitemcheckbox", { name: "Website" });
    expect(website).toHaveAttribute("aria-checked", "true");
    await user.click(website);
    expect(website).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("menu", { name: "Columns" })).toBeInTheDocument();
    const revenue = screen.getByRole("menuitemcheckbox", { name: "Revenue" });
    await user.keyboard("{End}");
    await waitFor(() => expect(revenue).toHaveFocus());
    await user.keyboard(" ");
    expect(revenue).toHaveAttribute("aria-checked", "true");
    expect(
      screen
        .getAllByRole("menuitemcheckbox")
        .filter((item) => item.getAttribute("aria-checked") === "true")
        .map((item) => item.textContent),
    ).toEqual(["Company name", "Country", "Confidence level", "Revenue"]);
  });
});
