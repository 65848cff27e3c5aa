import type { Meta, StoryObj } from "@storybook/react-vite";
import { AuditLog } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  failsWithServerError,
  hangs,
  storyAdapter,
  tableRows,
  withPort,
} from "../admin/adminStorySupport";
import { findDialog } from "../../support/findDialog";
import { waitForAnimations } from "../../support/waitForAnimations";

function AuditLogStory(frame: AdminStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <AuditLog />
    </AdminStoryFrame>
  );
}

/** Screens the page is used on. */
const SCREENS = {
  desktop: { name: "Desktop", styles: { width: "1440px", height: "900px" }, type: "desktop" },
  laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
} as const;

const meta = {
  title: "Features/AuditLog",
  component: AuditLogStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: AuditLog } },
  globals: { viewport: { value: "desktop", isRotated: false } },
  // The seeded trail: sign-ins (one refused), a company and its members added and changed, a
  // comment, a user's e-mail and new role, a reference-list entry turned off, a member removed,
  // an access grant.
  args: { adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof AuditLogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an entry by its record ("Member 2") and the changes it shows ("Mobile"). */
async function entryRow(canvasElement: HTMLElement, changes: string, target: string): Promise<HTMLElement> {
  const open = await within(canvasElement).findByRole(
    "button",
    { name: new RegExp(`^${changes}: ${target},`) },
    { timeout: 4000 },
  );
  const row = open.closest<HTMLElement>("[data-row-id]");
  if (!row) throw new Error(`No row for ${target}`);
  return row;
}

/** The newest page, ten of the fifteen entries: every kind of record, with who, when and where from. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await waitFor(async () => expect(await tableRows(canvasElement)).toHaveLength(10));
    const renamed = within(await entryRow(canvasElement, "Website, FTE, Pitch line", "Company 1"));
    await expect(renamed.getByText("Updated")).toBeVisible();
    await expect(renamed.getByText("priya.nair")).toBeVisible();
    await expect(renamed.getByText("USER")).toBeVisible();
    await expect(renamed.getByRole("link", { name: "Company 1" })).toHaveAttribute("href", "/companies/1");
    const removed = within(await entryRow(canvasElement, "Removed", "Member 21"));
    await expect(removed.getByText("Deleted")).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/1–10 of 15 ·/);
  },
};

/** The same page on a laptop's screen: the table scrolls sideways rather than cutting a column off. */
export const OnLaptop: Story = {
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await tableRows(canvasElement)).toHaveLength(10));
    await expect(within(canvasElement).getByRole("button", { name: /^Filters/ })).toBeVisible();
  },
};

/** An entry opened: who, acting as which role, from where, and each field before → after. */
export const EntryOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await entryRow(canvasElement, "Website, FTE, Pitch line", "Company 1")).getByRole("button", {
        name: /^Website, FTE, Pitch line/,
      }),
    );
    const drawer = within(await findDialog({ name: "Updated: Company 1" }));
    await expect(drawer.getByText("https://www.kavachrobotics.in")).toBeVisible();
    await expect(drawer.getByText("https://kavachrobotics.in")).toBeVisible();
    await expect(drawer.getByText("10.20.4.17")).toBeVisible();
    await expect(drawer.getByText("A person's request")).toBeVisible();
  },
};

/** What: Member and Record ID 2: the member's creation and its changed number, the filters as chips. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /^Filters/ }));
    const drawer = within(await findDialog({ name: "Filters" }));
    await userEvent.click(drawer.getByRole("combobox", { name: "What" }));
    const listbox = await within(document.body).findByRole("listbox", { name: "What" });
    await userEvent.click(within(listbox).getByRole("option", { name: "Member" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.type(drawer.getByRole("textbox", { name: "Record ID" }), "2{Enter}");
    await userEvent.click(drawer.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(canvasElement.querySelectorAll("[data-row-id]")).toHaveLength(2));
    const chips = within(canvas.getByRole("group", { name: "Active filters" }));
    await expect(chips.getByText("What: Member")).toBeVisible();
    await expect(chips.getByText("Record ID: 2")).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/1–2 of 2 ·/);
  },
};

/** Nothing recorded yet. */
export const Empty: Story = {
  args: { adapter: storyAdapter({ seed: { auditLog: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No changes recorded yet", {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};

/** Skeleton rows while the first page loads. */
export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "auditLog", { list: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

/** The trail could not be read: the server's message and Retry. */
export const LoadError: Story = {
  args: { adapter: withPort(storyAdapter(), "auditLog", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Could not load audit log", {}, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /retry/i })).toBeVisible();
  },
};
