import type { Meta, StoryObj } from "@storybook/react-vite";
import { FALLBACK_ERROR_MESSAGE, PERMISSION_DENIED_MESSAGE } from "@pipeline/contract";
import { CompanyJourneyPage, TIMELINE_MODE_STORAGE_KEY } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { waitForAnimations } from "../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  failsWithServerError,
  hangs,
  storyAdapter,
  withPort,
} from "../features/admin/adminStorySupport";
import { longTimeline, timelineAdapter } from "../features/journey-timeline/journeyTimelineStorySupport";
import { findDialog } from "../support/findDialog";

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
  const user = withPort(base, "users", {
    current: async (options) => ({ ...(await base.users.current(options)), permissions: [] }),
  });
  // As the server answers such a user: the company is theirs to see, its journey none of theirs.
  return withPort(user, "companies", {
    get: async (id, options) => ({
      ...(await base.companies.get(id, options)),
      journey_access: "none" as const,
    }),
  });
}

/** The seeded adapter with the company's journey only shared with the signed-in user, through grants. */
function sharedJourney() {
  const base = storyAdapter();
  return withPort(base, "companies", {
    get: async (id, options) => ({
      ...(await base.companies.get(id, options)),
      journey_access: "shared" as const,
    }),
  });
}

/** The company (Kavach Robotics) and its journey both still on their way. */
function everythingLoading() {
  const base = withPort(storyAdapter(), "companies", { get: hangs });
  return withPort(base, "journey", { timeline: hangs });
}

/** The app layout's main: the page scrolls in it, not in the document. */
const StyledScrollingMain = styled.main`
  box-sizing: border-box;
  height: 100dvh;
  padding: ${({ theme }) => theme.space.lg};
  overflow: auto;
`;

/** Screens the page is used on, besides the stories' default window. */
const SCREENS = {
  laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
  desktop: { name: "Desktop", styles: { width: "1440px", height: "900px" }, type: "desktop" },
} as const;

const CONTENT = "article, section, p, li, dt, dd, td, th, h2, h3, h4, a, button, [role='document']";

type Box = { top: number; right: number; bottom: number; left: number };
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Waits until no part of the page is still loading, before and after a scroll: the bar is measured,
 * and the page compared, as it finally is (on a busy machine the last parts arrive well after the
 * first cards).
 */
async function nothingLoading(canvasElement: HTMLElement) {
  const page = canvasElement.ownerDocument;
  await waitFor(() => expect(page.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 10_000,
  });
}

/**
 * Scrolled to the bottom of the expanded journey, nothing of the page lies under the action bar:
 * not an item's card (its text), not its Share button. One Update Company, the bar's.
 */
async function nothingUnderTheBar(canvasElement: HTMLElement) {
  const canvas = await journeyShown(canvasElement);
  await canvas.findAllByRole("button", { name: "Share" }, { timeout: 4000 });
  await nothingLoading(canvasElement);
  const scroller = canvasElement.querySelector("main");
  if (!scroller) throw new Error("No scrolling main");
  scroller.scrollTop = scroller.scrollHeight;
  await new Promise((resolve) => setTimeout(resolve, 300));
  await nothingLoading(canvasElement);
  const bar = canvas.getByRole("toolbar", { name: "Page actions" }).getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  await expect(bar.bottom).toBeLessThanOrEqual(view.bottom);
  const toolbar = canvas.getByRole("toolbar", { name: "Page actions" });
  // Whatever carries words or takes a press: cards, their text, links and buttons (Share among them).
  const content = [...canvasElement.querySelectorAll<HTMLElement>(CONTENT)]
    .filter((element) => !toolbar.contains(element))
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0);
  await expect(content.filter(({ element }) => element.textContent === "Share").length).toBeGreaterThan(0);
  const under = content.filter(({ box }) => overlaps(box, bar));
  await expect(
    under.map(({ element }) => `${element.tagName}: ${element.textContent?.slice(0, 40)}`),
  ).toEqual([]);
  await expect(canvas.getAllByRole("button", { name: "Update Company" })).toHaveLength(1);
}

const meta = {
  title: "Widgets/CompanyJourneyPage",
  component: PageStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: CompanyJourneyPage } },
  args: { companyId: 1, adapter: storyAdapter(), navigate: fn() },
  beforeEach: () => {
    localStorage.removeItem(TIMELINE_MODE_STORAGE_KEY);
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page expanded, in a scrolling main as the app's layout holds it. */
const expandedInScrollingMain = {
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <StyledScrollingMain>
        <Story />
      </StyledScrollingMain>
    ),
  ],
  beforeEach: () => {
    localStorage.setItem(TIMELINE_MODE_STORAGE_KEY, "expanded");
  },
} satisfies Story;

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
    await expect(await findDialog({ name: "Add Item" })).toBeVisible();
  },
};

/** A user without can_view_journey sees the header and the guard's message, and no journey. */
export const WithoutPermission: Story = {
  args: { adapter: withoutJourneyPermission() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PERMISSION_DENIED_MESSAGE, {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Stages" })).toBeNull();
    // Nothing to add to a journey they may not read; the company itself is theirs to update.
    await expect(canvas.queryByRole("button", { name: "Action" })).toBeNull();
    await expect(await canvas.findByRole("button", { name: "Update Company" })).toBeEnabled();
    // The company's history holds its journey: not offered either, once the company is known.
    await expect(canvas.queryByRole("button", { name: "History" })).toBeNull();
  },
};

/** The company and its journey still loading: the header's and the journey's placeholders; no actions yet. */
export const Loading: Story = {
  args: { adapter: everythingLoading() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading company")).toBeInTheDocument();
    await expect(await canvas.findByText("Loading the journey", {}, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
  },
};

/** The journey could not be read: the company's header above, the error and Retry in its place. */
export const LoadError: Story = {
  args: { adapter: timelineAdapter(failsWithServerError) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 8000 });
    await expect(within(alert).getByText("Could not load the journey")).toBeVisible();
    await expect(within(alert).getByText(FALLBACK_ERROR_MESSAGE)).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
    await expect(canvas.getByRole("heading", { level: 1, name: "Kavach Robotics" })).toBeVisible();
  },
};

/**
 * A company with nothing on its journey yet (Tidewater Analytics): the page says so and offers to
 * add the first item; no rail of stages stands empty beside it.
 */
export const EmptyJourney: Story = {
  args: { companyId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("No journey items yet", {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Tidewater Analytics" })).toBeVisible();
    await expect(canvas.queryByRole("navigation", { name: "Stages" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Action" })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: "Add Item" })).toBeEnabled();
  },
};

/**
 * 600 items, expanded, the page in a scrolling main as the app's layout holds it: the timeline
 * scrolls with the page and renders only the items near the view.
 */
export const LongJourney: Story = {
  args: { adapter: timelineAdapter(longTimeline(600)) },
  ...expandedInScrollingMain,
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    const rail = canvas.getByRole("navigation", { name: "Stages" });
    await expect(within(rail).getAllByRole("button")).toHaveLength(3);
    await expect(await canvas.findByRole("article", { name: "Follow-up 1" })).toBeVisible();
    await expect(canvasElement.querySelectorAll("[data-journey-item]").length).toBeLessThan(60);
  },
};

/** The first visit on a 1280 x 720 laptop screen: the header, the rail and the stages above the fold. */
export const CollapsedOnLaptop: Story = {
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    await expect(canvas.getByRole("button", { name: /^Screening/ })).toBeVisible();
    await expect(canvas.getByRole("toolbar", { name: "Page actions" })).toBeVisible();
  },
};

/** History, from the action bar on a laptop: who changed what in the company, newest first, in a drawer. */
export const HistoryOpen: Story = {
  args: { adapter: storyAdapter() },
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    const toolbar = within(canvas.getByRole("toolbar", { name: "Page actions" }));
    await userEvent.click(toolbar.getByRole("button", { name: "History" }));
    const dialog = await findDialog({ name: "History" });
    await expect(dialog).toHaveAccessibleDescription("Kavach Robotics");
    await expect(await within(dialog).findByText("6 changes", {}, { timeout: 4000 })).toBeVisible();
  },
};

/** No such company: the header says so and leads back to the list; nothing to act on. */
export const CompanyNotFound: Story = {
  args: { companyId: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Company not found", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText("Could not load the journey")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
  },
};

/**
 * A review waiting on the signed-in user (Greenloop Energy, Asha Raman a reviewer): the rail's
 * button opens its stage, and the item offers Comment for the decision.
 */
export const ReviewWaiting: Story = {
  args: { companyId: 6 },
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    const rail = canvas.getByRole("navigation", { name: "Stages" });
    await userEvent.click(within(rail).getByRole("button", { name: "EV: go to Evaluation" }));
    const review = within(await canvas.findByRole("article", { name: "Investment Committee Review" }));
    await expect(review.getByText("Pending")).toBeVisible();
    await expect(review.getByRole("button", { name: "Comment" })).toBeEnabled();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** A reader of items shared with them: the journey to read, and no Action, Update Company or Share. */
export const SharedReadOnly: Story = {
  args: { adapter: sharedJourney() },
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    await expect(await canvas.findByText("Shared with you")).toBeVisible();
    const rail = canvas.getByRole("navigation", { name: "Stages" });
    await userEvent.click(within(rail).getByRole("button", { name: "SO: go to Sourcing" }));
    await expect(await canvas.findByRole("article", { name: "LinkedIn Connect" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
    const toolbar = within(canvas.getByRole("toolbar", { name: "Page actions" }));
    await expect(toolbar.queryByRole("button", { name: "Action" })).not.toBeInTheDocument();
    await expect(toolbar.queryByRole("button", { name: "Update Company" })).not.toBeInTheDocument();
    await expect(toolbar.queryByRole("button", { name: "History" })).not.toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Expanded on a 1280 x 720 laptop, scrolled to the bottom: the action bar covers nothing. */
export const ExpandedBottomOnLaptop: Story = {
  ...expandedInScrollingMain,
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => nothingUnderTheBar(canvasElement),
};

/**
 * Expanded on a 1280 x 720 laptop, scrolled half way: the action bar is an opaque band as wide as
 * the page, where the view ends. What passes behind it is hidden whole; nothing shows beside it or
 * through it.
 */
export const ExpandedMidScrollOnLaptop: Story = {
  ...expandedInScrollingMain,
  globals: { viewport: { value: "laptop", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await journeyShown(canvasElement);
    await canvas.findAllByRole("button", { name: "Share" }, { timeout: 4000 });
    await nothingLoading(canvasElement);
    const scroller = canvasElement.querySelector("main");
    if (!scroller) throw new Error("No scrolling main");
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await nothingLoading(canvasElement);
    const toolbar = canvas.getByRole("toolbar", { name: "Page actions" });
    const bar = toolbar.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    // Kept at the bottom of the view, mid-page, and what is below it down to the view's edge is its own.
    await expect(bar.bottom).toBeLessThanOrEqual(view.bottom);
    for (const x of [bar.left + 8, (bar.left + bar.right) / 2, bar.right - 8]) {
      for (const y of [bar.top + 2, bar.bottom - 2, view.bottom - 2]) {
        await expect(toolbar.contains(canvasElement.ownerDocument.elementFromPoint(x, y))).toBe(true);
      }
    }
    await expect(getComputedStyle(toolbar).backgroundColor).toMatch(/^rgb\(/);
    const beside = [...canvasElement.querySelectorAll<HTMLElement>(CONTENT)]
      .filter((element) => !toolbar.contains(element))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.top < bar.bottom && bar.top < box.bottom)
      .filter(({ box }) => box.left < bar.left || box.right > bar.right);
    await expect(
      beside.map(({ element }) => `${element.tagName}: ${element.textContent?.slice(0, 40)}`),
    ).toEqual([]);
  },
};

/** Expanded on a 1440 x 900 screen, scrolled to the bottom: the action bar covers nothing. */
export const ExpandedBottomOnDesktop: Story = {
  ...ExpandedBottomOnLaptop,
  globals: { viewport: { value: "desktop", isRotated: false } },
};
