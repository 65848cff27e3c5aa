import type { Meta, StoryObj } from "@storybook/react-vite";
import { JourneyTimeline } from "@pipeline/ui";
import { expect, fn, userEvent, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  ASHA,
  DECIDED_EVALUATION,
  gateAdapter,
  GATE_ITEM_ID,
  GateTimelineStory,
  HIDDEN_EVALUATION,
  KIRAN,
} from "./committeeStorySupport";

const meta = {
  title: "Features/JourneyTimeline/CommitteeEvaluation",
  component: GateTimelineStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: JourneyTimeline } },
  args: { adapter: gateAdapter(HIDDEN_EVALUATION), navigate: fn(), viewer: ASHA.pk },
  afterEach: waitForAnimations,
} satisfies Meta<typeof GateTimelineStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the Evaluation stage and answers the gate's card. */
async function gateCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const header = await canvas.findByRole("button", { name: /^Evaluation/ }, { timeout: 4000 });
  await userEvent.click(header);
  await waitForAnimations();
  return within(await canvas.findByRole("article", { name: "Investment Committee Review" }));
}

/**
 * A blind gate Asha has yet to answer: the committee's quorum and Blind, how many have answered,
 * and why she sees no answer; nobody's decision shows.
 */
export const BlindBeforeMyAnswer: Story = {
  play: async ({ canvasElement }) => {
    const card = await gateCard(canvasElement);
    await expect(card.getByText("Committee: 2 approvals needed")).toBeVisible();
    await expect(card.getByText("Blind")).toBeVisible();
    await expect(card.getByText("1 of 3 answered")).toBeVisible();
    await expect(card.getByText("Answers stay hidden until you give yours.")).toBeVisible();
    await expect(card.queryByRole("list", { name: /^Reviewers of/ })).toBeNull();
    await expect(card.queryByText("Approved")).toBeNull();
  },
};

/** The same gate seen by someone who is not one of its reviewers: hidden until it is decided. */
export const BlindForOthers: Story = {
  args: { viewer: KIRAN.pk },
  play: async ({ canvasElement }) => {
    const card = await gateCard(canvasElement);
    await expect(card.getByText("1 of 3 answered")).toBeVisible();
    await expect(card.getByText("Answers stay hidden until the committee decides.")).toBeVisible();
  },
};

/**
 * Decided after a reopening: every answer, when it was decided, a decision record per round (each a
 * link to its page) and the reopening with who, when and why.
 */
export const DecidedAfterReopening: Story = {
  args: { adapter: gateAdapter(DECIDED_EVALUATION) },
  play: async ({ canvasElement }) => {
    const card = await gateCard(canvasElement);
    await expect(card.getByText(/^Decided approved/)).toBeVisible();
    const answers = card.getByRole("list", { name: "Reviewers of Investment Committee Review" });
    await expect(within(answers).getByText("Unit economics hold at the new price.")).toBeVisible();
    await expect(within(answers).getByText("Agreed, with the revised cap table.")).toBeVisible();
    const records = card.getByRole("list", { name: "Decision records of Investment Committee Review" });
    const links = within(records).getAllByRole("link");
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Decision record (round 1)", "/companies/1/decisions/501"],
      ["Decision record (round 2)", "/companies/1/decisions/502"],
    ]);
    const reopenings = card.getByRole("list", { name: "Reopenings of Investment Committee Review" });
    await expect(within(reopenings).getByText("by Asha Raman")).toBeVisible();
    await expect(within(reopenings).getByText("The cap table changed after the vote.")).toBeVisible();
  },
};

/**
 * Opened at the gate's item (a review opened from My Reviews): its stage opens by itself and the
 * card is marked as the one asked for.
 */
export const OpenedAtItem: Story = {
  args: { focusItemId: GATE_ITEM_ID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      "article",
      { name: "Investment Committee Review" },
      { timeout: 4000 },
    );
    await expect(card).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("button", { name: /^Evaluation/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};
