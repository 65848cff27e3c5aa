import type { Meta, StoryObj } from "@storybook/react-vite";
import type { LookupKind } from "@pipeline/contract";
import { LookupList } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  failsWithServerError,
  filterActive,
  hangs,
  linkedNames,
  searchTable,
  sortTable,
  storyAdapter,
  tableRows,
  withPort,
} from "./adminStorySupport";

type LookupListStoryArgs = AdminStoryArgs & { kind: LookupKind };

function LookupListStory({ kind, ...frame }: LookupListStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <LookupList kind={kind} />
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/Admin/LookupList",
  component: LookupListStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: LookupList } },
  args: { kind: "practice", adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof LookupListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Loaded = {
  title: string;
  /** The entry added last, listed first. */
  newest: string;
  count: number;
  /** What else this list shows. */
  also?: (canvas: ReturnType<typeof within>) => Promise<void>;
};

/** The seeded entries of a list, newest first, each name linking to its form. */
function loaded(kind: LookupKind, expected: Loaded): Story {
  return {
    args: { kind, adapter: storyAdapter() },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: expected.title })).toBeVisible();
      const rows = await tableRows(canvasElement);
      await expect(rows).toHaveLength(expected.count);
      await expect(linkedNames(canvasElement)[0]).toBe(expected.newest);
      await expect(
        canvas.getByText(`1–${expected.count} of ${expected.count}`, { exact: false }),
      ).toBeVisible();
      await expect(canvas.getByRole("img", { name: "Inactive" })).toBeVisible();
      await expected.also?.(canvas);
    },
  };
}

export const Location = loaded("location", { title: "Location", newest: "Canada", count: 8 });
export const Practice = loaded("practice", { title: "Practice", newest: "Energy", count: 6 });
export const Currency = loaded("currency", { title: "Currency", newest: "AED", count: 6 });
export const CompanyType = loaded("company-type", { title: "Company Type", newest: "Non-profit", count: 6 });
export const Designation = loaded("company-member-designation", {
  title: "Designation",
  newest: "Advisor",
  count: 8,
});
export const Industry = loaded("industry", { title: "Industry", newest: "Agritech", count: 9 });

/** Confidence levels also show the value typed for each level. */
export const ConfidenceLevel = loaded("confidence-level", {
  title: "Confidence Level",
  newest: "Unrated",
  count: 6,
  also: async (canvas) => {
    await expect(canvas.getByRole("columnheader", { name: /Value/ })).toBeVisible();
    await expect(canvas.getByRole("cell", { name: "90" })).toBeVisible();
  },
});

/** Names link to the edit form; Add opens the add form. */
export const LinksAndAdd: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    const link = canvas.getByRole("link", { name: "Technology" });
    await expect(link).toHaveAttribute("href", "/practice/edit/1");
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith("/practice/edit/1", expect.anything());
    await userEvent.click(canvas.getByRole("button", { name: "Add Practice" }));
    await expect(args.navigate).toHaveBeenLastCalledWith("/practice/add");
  },
};

export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "lookups", { list: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Practice" })).toBeVisible();
    await expect(canvas.getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { adapter: withPort(storyAdapter(), "lookups", { list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No practices yet")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add Practice" })).toBeEnabled();
  },
};

export const Error: Story = {
  args: { adapter: withPort(storyAdapter(), "lookups", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load practice")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
  },
};

/** After the search box rests for a second, only matching entries are listed. */
export const Search: Story = {
  args: { kind: "location" },
  play: async ({ canvasElement }) => {
    await searchTable(canvasElement, "united", ["United Arab Emirates", "United Kingdom"]);
    await expect(within(canvasElement).getByText("1–2 of 2", { exact: false })).toBeVisible();
  },
};

/** Sorting by name, ascending then descending. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    const header = canvas.getByRole("columnheader", { name: /Practice Name/ });
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(header).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() => expect(linkedNames(canvasElement)[0]).toBe("Consumer"));
    await userEvent.click(within(header).getByRole("button"));
    await waitFor(() => expect(header).toHaveAttribute("aria-sort", "descending"));
    await waitFor(() => expect(linkedNames(canvasElement)[0]).toBe("Technology"));
  },
};

/** Confidence levels sorted by their value. */
export const SortedByValue: Story = {
  args: { kind: "confidence-level" },
  play: async ({ canvasElement }) => {
    await sortTable(canvasElement, /Value/, "Unrated");
    await expect(linkedNames(canvasElement)).toEqual([
      "Unrated",
      "Very Low",
      "Low",
      "Medium",
      "High",
      "Very High",
    ]);
  },
};

/** The Active filter set to inactive entries only. */
export const ActiveFilter: Story = {
  play: async ({ canvasElement }) => {
    await filterActive(canvasElement, "Inactive", (names) => expect(names).toEqual(["Energy"]));
    await expect(within(canvasElement).getByRole("img", { name: "Inactive" })).toBeVisible();
    await expect(within(canvasElement).queryByRole("img", { name: "Active" })).not.toBeInTheDocument();
  },
};
