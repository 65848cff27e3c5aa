import type { Meta, StoryObj } from "@storybook/react-vite";
import { MyReviews } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { linkedNames, tableRows } from "../admin/adminStorySupport";
import { MyReviewsStory, reviewsAdapter } from "./myReviewsStorySupport";

/** A window as large as a laptop's. */
const SCREENS = {
  laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
} as const;

const meta = {
  title: "Features/MyReviews",
  component: MyReviewsStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: MyReviews } },
  globals: { viewport: { value: "laptop", isRotated: false } },
  args: { adapter: reviewsAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof MyReviewsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The reviews waiting, oldest first: company, stage, task, who asked, and since when, as a wait and
 * as a day and time (IST).
 */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const rows = await tableRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(linkedNames(canvasElement)).toEqual([
      "Kavach Robotics",
      "Orbit Payments",
      "Zenith Logistics",
    ]);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByText("9 days ago")).toBeVisible();
    await expect(first.getByText("Priya Nair")).toBeVisible();
    await expect(first.getByRole("link", { name: "Kavach Robotics" })).toHaveAttribute(
      "href",
      "/companies/1?item=41",
    );
  },
};

/** A row opens its company at the review's item. */
export const OpensTheItem: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = await tableRows(canvasElement);
    await userEvent.click(within(rows[1] as HTMLElement).getByText("Partner Review"));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith("/companies/2?item=42"));
  },
};

/** Nothing waits: the empty state says so. */
export const Empty: Story = {
  args: { adapter: reviewsAdapter([]) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Nothing waits for your review.", {}, { timeout: 4000 }),
    ).toBeVisible();
  },
};
