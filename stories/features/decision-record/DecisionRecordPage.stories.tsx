import type { Meta, StoryObj } from "@storybook/react-vite";
import { DecisionRecordPage } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import { failsWithServerError, hangs, withPort } from "../admin/adminStorySupport";
import { DECISION_RECORD, decisionAdapter, DecisionRecordStory } from "./decisionRecordStorySupport";

/** A laptop's width, tall enough for the whole record in one screenshot. */
const SCREENS = {
  tallLaptop: { name: "Tall laptop", styles: { width: "1280px", height: "1200px" }, type: "desktop" },
} as const;

const meta = {
  title: "Features/DecisionRecord",
  component: DecisionRecordStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", viewport: { options: SCREENS }, docs: { widget: DecisionRecordPage } },
  globals: { viewport: { value: "tallLaptop", isRotated: false } },
  args: { adapter: decisionAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof DecisionRecordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The record: who decided what and when, under which quorum, every answer with its comment, and
 * what the committee saw, each document with its size and SHA-256.
 */
export const Record: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Decision record" }, { timeout: 4000 }),
    ).toBeVisible();
    const decision = within(canvas.getByRole("region", { name: "Decision" }));
    await expect(decision.getByText("Meera Nair")).toBeVisible();
    await expect(decision.getByText("2 approvals")).toBeVisible();
    await expect(canvas.getByText("Unit economics hold at the new price.")).toBeVisible();
    await expect(
      canvas.getByText("9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    ).toBeVisible();
    await expect(canvas.getByText("2.3 MB")).toBeVisible();
    await expect(canvas.getByText("Not on the storage")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kavach Robotics" })).toHaveAttribute(
      "href",
      "/companies/1",
    );
  },
};

/** Download PDF asks the server for the record's PDF. */
export const DownloadPdf: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole("button", { name: "Download PDF" }, { timeout: 4000 });
    await userEvent.click(button);
    await waitFor(() => expect(args.adapter.decisions.pdf).toHaveBeenCalledWith(DECISION_RECORD.id));
  },
};

/** While the record is read: a skeleton of the page. */
export const Loading: Story = {
  args: { adapter: withPort(decisionAdapter(), "decisions", { get: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the decision record")).toBeInTheDocument();
  },
};

/** A record that cannot be read: the error and Retry. */
export const LoadError: Story = {
  args: { adapter: withPort(decisionAdapter(), "decisions", { get: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText("Could not load the decision record", {}, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Retry" })).toBeVisible();
  },
};

/** The record of a company known by its website alone, without summaries or call notes. */
const SHORT_RECORD = {
  ...DECISION_RECORD,
  company: {
    ...DECISION_RECORD.company,
    email: null,
    contact_number: null,
    location: [],
    foundation_year: null,
    fte: null,
    revenue: null,
    promoter_holding: null,
    industry: null,
    street: null,
    city: null,
    state: null,
    country: null,
    practice: null,
    company_type: [],
    confidence_level: null,
    business_description: null,
    pitch_line: null,
  },
  summaries: [],
  call_notes: [],
};

/**
 * A short record, so its documents show whole: each with its size, or why it has none, and its
 * SHA-256 in monospace with a button that copies it.
 */
export const Documents: Story = {
  args: { adapter: decisionAdapter(SHORT_RECORD) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const documents = within(await canvas.findByRole("region", { name: "Documents" }, { timeout: 4000 }));
    await expect(documents.getByText("kavach-pitch-deck.pdf")).toBeVisible();
    await expect(
      documents.getByRole("button", { name: "Copy the SHA-256 of kavach-pitch-deck.pdf" }),
    ).toBeVisible();
    await expect(documents.getByText("Size unknown")).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Summary" })).toBeNull();
  },
};
