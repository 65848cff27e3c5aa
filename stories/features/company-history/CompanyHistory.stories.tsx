import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompanyHistory, CompanyHistoryDrawer } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  hangs,
  storyAdapter,
  withPort,
} from "../admin/adminStorySupport";
import { findDialog } from "../../support/findDialog";
import { waitForAnimations } from "../../support/waitForAnimations";

type HistoryStoryArgs = AdminStoryArgs & { companyId: number; companyName: string };

/** The History drawer as the company page opens it. */
function HistoryDrawerStory({ companyId, companyName, ...frame }: HistoryStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <CompanyHistoryDrawer companyId={companyId} companyName={companyName} open onClose={() => undefined} />
    </AdminStoryFrame>
  );
}

/** Screens the company page is used on. */
const SCREENS = {
  laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
  desktop: { name: "Desktop", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const meta = {
  title: "Features/CompanyHistory",
  component: HistoryDrawerStory,
  tags: ["autodocs"],
  parameters: { layout: "fullscreen", viewport: { options: SCREENS }, docs: { widget: CompanyHistory } },
  globals: { viewport: { value: "laptop", isRotated: false } },
  // Kavach Robotics: added with two members, commented on, then its website, FTE and pitch line
  // changed and a member's number corrected.
  args: { companyId: 1, companyName: "Kavach Robotics", adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof HistoryDrawerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The changes, newest first: what was done to which record, when, by whom, and each field. */
export const WithEntries: Story = {
  play: async () => {
    const drawer = within(await findDialog({ name: "History" }));
    await expect(await drawer.findByText("6 changes", {}, { timeout: 4000 })).toBeVisible();
    const list = drawer.getByRole("list", { name: "Changes, newest first" });
    const entries = within(list).getAllByRole("listitem");
    await expect(entries).toHaveLength(6);
    const [newest, renamed] = entries.map((entry) => within(entry));
    await expect(newest?.getByRole("heading", { name: "Member 2" })).toBeVisible();
    await expect(newest?.getByText(/by priya\.nair \(USER\)/)).toBeVisible();
    await expect(renamed?.getByRole("heading", { name: "Company 1" })).toBeVisible();
    await expect(renamed?.getByText("https://www.kavachrobotics.in")).toBeVisible();
    await expect(renamed?.getByText("https://kavachrobotics.in")).toBeVisible();
  },
};

/** The same on a wider screen. */
export const OnDesktop: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async () => {
    const drawer = within(await findDialog({ name: "History" }));
    await expect(await drawer.findByText("6 changes", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** A company nobody has changed since it came in. */
export const Empty: Story = {
  args: { companyId: 3, companyName: "Lumen Health Labs" },
  play: async () => {
    const drawer = within(await findDialog({ name: "History" }));
    await expect(await drawer.findByText("No changes recorded yet.", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Skeleton lines while the history loads. */
export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "auditLog", { companyHistory: hangs }) },
  play: async () => {
    const drawer = within(await findDialog({ name: "History" }));
    await expect(drawer.getByText("Loading the history")).toBeInTheDocument();
  },
};

/** A panel the size of the drawer's body, scrolling as it does. */
const StyledPanel = styled.div`
  box-sizing: border-box;
  width: 560px;
  height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  overflow: auto;
`;

/** Read four at a time: Load more adds the rest below, and the keyboard goes on at the first added. */
export const LoadMore: Story = {
  render: ({ companyId, ...frame }) => (
    <AdminStoryFrame {...frame}>
      <StyledPanel>
        <CompanyHistory companyId={companyId} pageSize={4} />
      </StyledPanel>
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("4 of 6 changes", {}, { timeout: 4000 })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Load more" }));
    await expect(await canvas.findByText("6 changes")).toBeVisible();
    const entries = within(canvas.getByRole("list", { name: "Changes, newest first" })).getAllByRole(
      "listitem",
    );
    await expect(entries).toHaveLength(6);
    await waitFor(() => expect(entries[4]).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  },
};
