import type { Meta, StoryObj } from "@storybook/react-vite";
import { Columns3, Copy, EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Menu, type MenuItem } from "@pipeline/ui/primitives";
import { StyledTriggerButton } from "../support/buttons";
import { waitForAnimations } from "../support/waitForAnimations";

const onEdit = fn();
const onDuplicate = fn();
const onDelete = fn();

const actions: MenuItem[] = [
  { kind: "action", id: "edit", label: "Edit", icon: <Pencil aria-hidden="true" />, onSelect: onEdit },
  {
    kind: "action",
    id: "duplicate",
    label: "Duplicate",
    icon: <Copy aria-hidden="true" />,
    onSelect: onDuplicate,
  },
  { kind: "action", id: "archive", label: "Archive", onSelect: fn(), disabled: true },
  { kind: "separator", id: "danger-zone" },
  {
    kind: "action",
    id: "delete",
    label: "Delete",
    icon: <Trash2 aria-hidden="true" />,
    onSelect: onDelete,
    danger: true,
  },
];

const actionsTrigger = (
  <StyledTriggerButton type="button">
    <EllipsisVertical aria-hidden="true" /> Actions
  </StyledTriggerButton>
);

const meta = {
  title: "Primitives/Menu",
  component: Menu,
  args: { trigger: actionsTrigger, items: actions },
  beforeEach: () => {
    onEdit.mockClear();
    onDuplicate.mockClear();
    onDelete.mockClear();
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the menu button announces that it has a menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Actions" });
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};

/** Open, with icons, a disabled item, a separator and a destructive item. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await within(document.body).findByRole("menu", { name: "Actions" });
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(4);
    await expect(within(menu).getByRole("menuitem", { name: "Archive" })).toBeDisabled();
  },
};

/** Arrow keys, Home, End and typing move; disabled items are skipped; Enter picks and closes. */
export const KeyboardPick: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Actions" });
    button.focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await within(document.body).findByRole("menu");
    const item = (name: string) => within(menu).getByRole("menuitem", { name });
    await waitFor(() => expect(item("Edit")).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(item("Duplicate")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(item("Delete")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(item("Edit")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(item("Delete")).toHaveFocus();
    await userEvent.keyboard("du");
    await expect(item("Duplicate")).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await userEvent.keyboard("{Enter}");
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole("menu")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};

/** Escape closes the menu without picking and focus returns to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Actions" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await within(document.body).findByRole("menu");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("menu")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(onEdit).not.toHaveBeenCalled();
  },
};

const columns = ["Company name", "Website", "Country", "Confidence level", "Industry", "Revenue"];

/** Column visibility: checkbox items toggle with a click or Space and the menu stays open. */
export const ColumnVisibility: Story = {
  args: { items: [] },
  render: function Render() {
    const [visible, setVisible] = useState<string[]>(columns.slice(0, 4));
    return (
      <Menu
        trigger={
          <StyledTriggerButton type="button">
            <Columns3 aria-hidden="true" /> Columns
          </StyledTriggerButton>
        }
        items={columns.map((column) => ({
          kind: "checkbox",
          id: column,
          label: column,
          checked: visible.includes(column),
          onCheckedChange: (checked) =>
            setVisible((current) =>
              checked ? [...current, column] : current.filter((name) => name !== column),
            ),
        }))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Columns" }));
    const menu = await within(document.body).findByRole("menu", { name: "Columns" });
    const website = within(menu).getByRole("menuitemcheckbox", { name: "Website" });
    await expect(website).toHaveAttribute("aria-checked", "true");
    await userEvent.click(website);
    await expect(website).toHaveAttribute("aria-checked", "false");
    const industry = within(menu).getByRole("menuitemcheckbox", { name: "Industry" });
    await userEvent.hover(industry);
    await waitFor(() => expect(industry).toHaveFocus());
    await userEvent.keyboard(" ");
    await expect(industry).toHaveAttribute("aria-checked", "true");
    await waitFor(() => expect(menu).toBeVisible());
  },
};

/** A disabled menu button does not open. */
export const Disabled: Story = {
  args: {
    trigger: (
      <StyledTriggerButton type="button" disabled>
        <EllipsisVertical aria-hidden="true" /> Actions
      </StyledTriggerButton>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Actions" }), {
      pointerEventsCheck: 0,
    });
    await expect(within(document.body).queryByRole("menu")).not.toBeInTheDocument();
  },
};

/** Long labels wrap and a long list scrolls within the room below the button. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    items: Array.from({ length: 40 }, (_, index) => ({
      kind: "action" as const,
      id: `stage-${index}`,
      label:
        index === 0
          ? "Move to Initial Outreach and Evaluation of the Founding Team's Previous Ventures"
          : `Move to stage ${index + 1}`,
      onSelect: fn(),
    })),
  },
  play: async () => {
    await within(document.body).findByRole("menu");
  },
};
