import type { Meta, StoryObj } from "@storybook/react-vite";
import type { DataAdapter, Evaluation, Id } from "@pipeline/contract";
import { JourneyTimeline, type Navigate, ReopenDecision } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { findDialog } from "../../support/findDialog";
import { expectToast, hangs, withPort } from "../admin/adminStorySupport";
import {
  ASHA,
  DECIDED_EVALUATION,
  gateAdapter,
  userActingAs,
  VIKRAM,
} from "../journey-timeline/committeeStorySupport";

type ReopenStoryArgs = { adapter: DataAdapter; navigate: Navigate; viewer: Id };

/** The company's timeline with Reopen decision under each item, as the company page puts it. */
function ReopenStory({ adapter, navigate, viewer }: ReopenStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <JourneyTimeline
        companyId={1}
        view="collapsed"
        viewer={viewer}
        renderItemActions={(item) => <ReopenDecision item={item} />}
      />
    </PipelineProvider>
  );
}

const REOPENED: Evaluation = {
  ...DECIDED_EVALUATION,
  status: "PENDING",
  answered_by: [],
  answers: [],
  answered_count: 0,
  round: 3,
  decided: null,
};

/** A SUPER_ADMIN's adapter whose reopen answers as the server does. */
function superAdminAdapter(): DataAdapter {
  return withPort(gateAdapter(DECIDED_EVALUATION, userActingAs(ASHA, "SUPER_ADMIN")), "evaluations", {
    reopen: fn(async () => ({ message: "Evaluation reopened successfully.", data: REOPENED })),
  });
}

const meta = {
  title: "Features/JourneyActions/ReopenDecision",
  component: ReopenStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: ReopenDecision } },
  args: { adapter: superAdminAdapter(), navigate: fn(), viewer: ASHA.pk },
  afterEach: waitForAnimations,
} satisfies Meta<typeof ReopenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the Evaluation stage and answers the decided gate's card. */
async function gateCard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole("button", { name: /^Evaluation/ }, { timeout: 4000 }));
  await waitForAnimations();
  return within(await canvas.findByRole("article", { name: "Investment Committee Review" }));
}

/** A SUPER_ADMIN acting as one sees Reopen decision on the decided gate. */
export const OfferedToSuperAdmin: Story = {
  play: async ({ canvasElement }) => {
    const card = await gateCard(canvasElement);
    await expect(await card.findByRole("button", { name: "Reopen decision" })).toBeVisible();
  },
};

/** Anyone else (here a USER) is not offered it: the server would refuse them. */
export const NotOfferedToUser: Story = {
  args: { adapter: gateAdapter(DECIDED_EVALUATION, userActingAs(VIKRAM, "USER")), viewer: VIKRAM.pk },
  play: async ({ canvasElement }) => {
    const card = await gateCard(canvasElement);
    await expect(card.getByText(/^Decided approved/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(card.queryByRole("button", { name: "Reopen decision" })).toBeNull();
  },
};

/** Reopened without a reason: the contract's message, and nothing sent. */
export const ReasonRequired: Story = {
  args: { adapter: withPort(superAdminAdapter(), "evaluations", { reopen: fn(hangs) }) },
  play: async ({ canvasElement, args }) => {
    const card = await gateCard(canvasElement);
    await userEvent.click(await card.findByRole("button", { name: "Reopen decision" }));
    const dialog = within(await findDialog({ name: "Reopen decision" }));
    await userEvent.click(dialog.getByRole("button", { name: "Reopen" }));
    await expect(await dialog.findByText("Reason is required")).toBeVisible();
    await expect(args.adapter.evaluations.reopen).not.toHaveBeenCalled();
  },
};

/** Reopened with a reason: the reason is sent, the server's message shows and the dialog closes. */
export const Reopened: Story = {
  play: async ({ canvasElement, args }) => {
    const card = await gateCard(canvasElement);
    await userEvent.click(await card.findByRole("button", { name: "Reopen decision" }));
    const dialog = within(await findDialog({ name: "Reopen decision" }));
    await userEvent.type(
      dialog.getByRole("textbox", { name: /^Reason/ }),
      "  New audited accounts arrived.  ",
    );
    await userEvent.click(dialog.getByRole("button", { name: "Reopen" }));
    await waitFor(() =>
      expect(args.adapter.evaluations.reopen).toHaveBeenCalledWith(DECIDED_EVALUATION.id, {
        reason: "New audited accounts arrived.",
      }),
    );
    await expectToast(canvasElement, "Evaluation reopened successfully.");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
  },
};
