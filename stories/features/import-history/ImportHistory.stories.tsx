import type { Meta, StoryObj } from "@storybook/react-vite";
import { ImportHistory } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  ImportHistoryFrame,
  type ImportHistoryStoryArgs,
  importHistoryAdapter,
  importsPort,
  STORY_NOW,
} from "./importHistorySupport";
import { findDialog } from "../../support/findDialog";
import { expectToast } from "../admin/adminStorySupport";

function ImportHistoryStory(frame: ImportHistoryStoryArgs) {
  return (
    <ImportHistoryFrame {...frame}>
      <ImportHistory now={() => STORY_NOW} />
    </ImportHistoryFrame>
  );
}

const meta = {
  title: "Features/ImportHistory",
  component: ImportHistoryStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: ImportHistory },
    layout: "padded",
    viewport: {
      options: {
        importHistoryPage: {
          name: "Import History page",
          styles: { width: "1200px", height: "800px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "importHistoryPage", isRotated: false } },
  args: { adapter: importHistoryAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof ImportHistoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of an import by its file's name. */
async function importRow(canvasElement: HTMLElement, fileName: string): Promise<HTMLElement> {
  const name = await within(canvasElement).findByRole("button", { name: fileName }, { timeout: 4000 });
  const row = name.closest<HTMLElement>("[data-row-id]");
  if (!row) throw new Error(`No row for ${fileName}`);
  return row;
}

/** Opens an import's drawer by its file's name and answers the drawer once its details show. */
async function openImport(canvasElement: HTMLElement, fileName: string): Promise<HTMLElement> {
  await userEvent.click(
    await within(canvasElement).findByRole("button", { name: fileName }, { timeout: 4000 }),
  );
  const drawer = await findDialog({ name: fileName });
  await within(drawer).findByText("Created By");
  return drawer;
}

const never = () => new Promise<never>(() => undefined);

/** One import of each status, newest first: a running one shows its progress in place of the counts. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Import History" })).toBeVisible();
    const running = within(await importRow(canvasElement, "Q2_prospects_west.xlsx"));
    await expect(running.getByText("Processing")).toBeVisible();
    await expect(running.getByText("101 / 252")).toBeVisible();
    const statuses = Array.from(
      canvasElement.querySelectorAll("[data-row-id]"),
      (row) => row.querySelector("td:nth-child(3) span")?.textContent,
    );
    await expect(statuses).toEqual([
      "Pending",
      "Processing",
      "Completed With Errors",
      "Completed",
      "Failed",
      "Completed",
    ]);
    const withErrors = within(await importRow(canvasElement, "partners_march.xlsx"));
    await expect(
      withErrors.getByRole("button", { name: "Download the error log of import 5" }),
    ).toBeVisible();
    const undone = within(await importRow(canvasElement, "pilot_batch.xlsx"));
    await expect(undone.getByText("Undone 12 Mar 2024, 1:45 pm IST")).toBeVisible();
    const failed = within(await importRow(canvasElement, "exhibitors_2023.xls"));
    await expect(failed.getByText("—")).toBeVisible();
  },
};

/** Skeleton rows while the first page loads. */
export const Loading: Story = {
  args: { adapter: importHistoryAdapter({ ...importsPort(), list: never }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

/** No import yet: a hint to import from the Companies page. */
export const Empty: Story = {
  args: { adapter: importHistoryAdapter({ ...importsPort(), list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No imports yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("link", { name: "Companies" }));
    await expect(args.navigate).toHaveBeenCalledWith("/companies", expect.anything());
  },
};

/** An import that ended with errors: its result, the failed companies and errors, the confirmed preview, and Undo. */
export const CompletedWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(await openImport(canvasElement, "partners_march.xlsx"));
    await expect(drawer.getByText("Completed With Errors")).toBeVisible();
    await expect(drawer.getByText("Orbit Foods")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Download error log" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Undo import" })).toBeVisible();
  },
};

/** A running import: its progress, and the preview that was confirmed; no Undo while it runs. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const drawer = within(await openImport(canvasElement, "Q2_prospects_west.xlsx"));
    await expect(drawer.getByText("101 of 252 rows")).toBeVisible();
    await expect(drawer.queryByRole("button", { name: "Undo import" })).not.toBeInTheDocument();
  },
};

/** After Undo: the toast, the undo time, and the record Undo left alone because someone changed it. */
export const AfterUndo: Story = {
  args: {
    adapter: importHistoryAdapter(
      importsPort({ kept: { 5: [{ kind: "company", id: 52, label: "Northwind Traders" }] } }),
    ),
  },
  play: async ({ canvasElement }) => {
    const drawer = within(await openImport(canvasElement, "partners_march.xlsx"));
    await userEvent.click(drawer.getByRole("button", { name: "Undo import" }));
    const confirm = await findDialog({ name: "Undo import?" });
    await expect(confirm).toHaveTextContent("records someone changed since are left as they are.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Undo import" }));
    await expectToast(document.body, "Import undone.");
    await expect(await drawer.findByText("Company: Northwind Traders")).toBeVisible();
    await waitFor(() =>
      expect(drawer.queryByRole("button", { name: "Undo import" })).not.toBeInTheDocument(),
    );
    const row = within(await importRow(canvasElement, "partners_march.xlsx"));
    await expect(await row.findByText(/^Undone 1 Apr 2024/)).toBeVisible();
  },
};

/**
 * In a narrow window the Status column is shortened: a long status ends in an ellipsis inside its
 * pill, never past the cell's edge, and shows whole in the cell's tooltip.
 */
export const Narrow: Story = {
  parameters: {
    viewport: {
      options: {
        narrow: { name: "Narrow window", styles: { width: "900px", height: "720px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "narrow", isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = await importRow(canvasElement, "partners_march.xlsx");
    const cell = row.querySelector<HTMLElement>("td:nth-child(3)");
    const words = within(row).getByText("Completed With Errors");
    if (!cell) throw new Error("No status cell");
    await waitFor(() => expect(words.scrollWidth).toBeGreaterThan(words.clientWidth));
    await expect(getComputedStyle(words).textOverflow).toBe("ellipsis");
    // An ellipsis is drawn only by a box that lays out the text itself: a flex container's text
    // sits in an anonymous item of its own and is cut off without one.
    await expect(["flex", "inline-flex"]).not.toContain(getComputedStyle(words).display);
    const pill = words.parentElement as HTMLElement;
    await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(cell.getBoundingClientRect().right);
    await userEvent.hover(words);
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Completed With Errors");
    await userEvent.unhover(words);
  },
};
