import type { Meta, StoryObj } from "@storybook/react-vite";
import { PERMISSION_DENIED_MESSAGE } from "@pipeline/contract";
import { CompanyJourneyPage, TIMELINE_MODE_STORAGE_KEY } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  storyAdapter,
  withPort,
} from "../features/admin/adminStorySupport";

type PageStoryArgs = AdminStoryArgs & { companyId: number };

function PageStory({ companyId, ...frame }: PageStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <CompanyJourneyPage companyId={companyId} />
    </AdminStoryFrame>
  );
}

/** The seeded adapter with the signed-in user lacking can_view_journey. */
function withoutJourneyPermission() {
  const base = storyAdapter();
  return withPort(base, "users", {
    current: async (options) => ({ ...(await base.users.current(options)), permissions: [] }),
  });
}

const meta = {
  title: "Widgets/CompanyJourneyPage",
  component: PageStory,
  parameters: { layout: "padded" },
  args: { companyId: 1, adapter: storyAdapter(), navigate: fn() },
  beforeEach: () => {
    localStorage.removeItem(TIMELINE_MODE_STORAGE_KEY);
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function journeyShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole("navigation", { name: "Stages" })).toBeVisible(), {
    timeout: 4000,
  });
  await waitFor(
    () =>
      expect(
        within(canvas.getByRole("navigation", { name: "Stages" })).getAllByRole("button").length,
      ).toBeGreaterThan(0),
    { timeout: 4000 },
  );
  return canvas;
}

/** The page as a first visit shows it: the header, the rail of stages, the journey collapsed. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    const rail = canvas.getByRole("navigation", { name: "Stages" });
    await expect(within(rail).getByRole("button", { name: "SO: go to Sourcing" })).toHaveTextContent("SO");
    await expect(canvas.getByRole("toolbar", { name: "Page actions" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Action" })).toBeEnabled();
  },
};

/** Expanded picked on the toggle: the alternating timeline, remembered for the next visit. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Expanded" }));
    await expect(canvas.getByRole("button", { name: "Expanded" })).toHaveAttribute("aria-pressed", "true");
    await expect(localStorage.getItem(TIMELINE_MODE_STORAGE_KEY)).toBe("expanded");
  },
};

/** Action opens a menu: Add Item opens the Add Item dialog. */
export const AddItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Action" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitem", { name: "Add Item" }));
    await expect(await body.findByRole("dialog", { name: "Add Item" })).toBeVisible();
  },
};

/** A user without can_view_journey sees the header and the guard's message, and no journey. */
export const WithoutPermission: Story = {
  args: { adapter: withoutJourneyPermission() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PERMISSION_DENIED_MESSAGE, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Stages" })).toBeNull();
  },
};
