import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JourneyTarget, SummaryInput } from "@pipeline/contract";
import { SummaryForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  withPort,
} from "../admin/adminStorySupport";
import {
  type Canvas,
  enter,
  journeyItemAdapter,
  refusal,
  SAVED_SUMMARY,
  STORY_TODAY,
  TARGET,
} from "./journeyItemStorySupport";

// The card scrolls within the window, as a dialog's body does, so the screenshot shows the part
// of the long form a story brings into view.
const StyledCard = styled.div`
  max-width: ${({ theme }) => theme.size.dialogLg};
  max-height: calc(100vh - 4rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

type SummaryFormStoryArgs = AdminStoryArgs & {
  id?: number | null;
  target: JourneyTarget;
  onSaved: () => void;
  onCancel: () => void;
};

function SummaryFormStory({ id, target, onSaved, onCancel, ...frame }: SummaryFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <StyledCard>
        <SummaryForm id={id} target={target} onSaved={onSaved} onCancel={onCancel} today={STORY_TODAY} />
      </StyledCard>
    </AdminStoryFrame>
  );
}

const meta = {
  title: "Features/JourneyItem/SummaryForm",
  component: SummaryFormStory,
  tags: ["autodocs"],
  parameters: {
    docs: { widget: SummaryForm },
    layout: "padded",
    viewport: {
      options: {
        summaryPage: { name: "Summary page", styles: { width: "1100px", height: "1150px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "summaryPage", isRotated: false } },
  args: {
    id: null,
    target: TARGET,
    adapter: journeyItemAdapter(),
    navigate: fn(),
    onSaved: fn(),
    onCancel: fn(),
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SummaryFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvas: Canvas, name: "Add Summary" | "Update Summary") => canvas.findByRole("form", { name });

/** Scrolls the form's card to this part for the screenshot. */
function show(element: Element, block: ScrollLogicalPosition = "start"): void {
  element.scrollIntoView({ block });
}

/** A new summary: empty fields, the GBP table of this year and the two before, no entries yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Add Summary");
    const table = canvas.getByRole("table", { name: "Financials (GBP)" });
    const years = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    await expect(years.slice(1)).toEqual(["2022", "2023", "2024"]);
    await expect(canvas.getByText("No priorities yet.")).toBeVisible();
    show(table);
  },
};

/** A saved summary loads into the form, its priorities and additional fields listed. */
export const Filled: Story = {
  args: { id: 41 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Update Summary");
    await expect(canvas.getByRole("textbox", { name: "Country" })).toHaveValue("India");
    await expect(canvas.getByRole("textbox", { name: "Operating Profit 2024 (GBP)" })).toHaveValue("85k");
    await expect(canvas.getByRole("textbox", { name: /^Priority 2/ })).toHaveValue("Hire a sales lead");
    await expect(canvas.getByRole("textbox", { name: /^Field 1 Name/ })).toHaveValue("Patents");
    show(canvas.getByRole("table", { name: "Financials (GBP)" }));
  },
};

/** While the saved summary loads, placeholders stand in for the fields. */
export const Loading: Story = {
  args: { id: 41, adapter: withPort(journeyItemAdapter(), "summaries", { get: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("Loading the summary")).toBeInTheDocument();
  },
};

/** The saved summary could not be loaded: the error and a retry. */
export const LoadError: Story = {
  args: { id: 41, adapter: withPort(journeyItemAdapter(), "summaries", { get: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Could not load the summary", {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Retry|Try again/ })).toBeVisible();
  },
};

/**
 * In a saved summary, an edited priority goes EDITED, a deleted one DELETED, a new one without
 * id or status; an additional field likewise, and one added then deleted is not sent at all.
 */
export const EditedAndDeleted: Story = {
  args: { id: 41, adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Update Summary");
    const first = canvas.getByRole("textbox", { name: /^Priority 1/ });
    await userEvent.clear(first);
    await enter(first, "Close the seed round by June");
    await userEvent.click(canvas.getByRole("button", { name: "Delete priority 2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add Priority" }));
    await enter(canvas.getByRole("textbox", { name: /^Priority 2/ }), "Open a UK office");
    await userEvent.click(canvas.getByRole("button", { name: "Delete additional field 1" }));
    const value = canvas.getByRole("textbox", { name: /^Field 1 Value/ });
    await userEvent.clear(value);
    await enter(value, "About half");
    await userEvent.click(canvas.getByRole("button", { name: "Add Field" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete additional field 2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Summary updated successfully.");
    await expect(args.adapter.summaries.update).toHaveBeenCalledWith(
      41,
      expect.objectContaining({
        ...TARGET,
        priority: [
          { id: 1, prio: "Close the seed round by June", status: "EDITED" },
          { id: 2, prio: "Hire a sales lead", status: "DELETED" },
          { prio: "Open a UK office" },
        ],
        additional_fields: [
          { id: 7, field_name: "Patents", field_value: "Two granted", status: "DELETED" },
          { id: 8, field_name: "Export share", field_value: "About half", status: "EDITED" },
        ],
      } satisfies Partial<SummaryInput>),
    );
    show(canvas.getByRole("list", { name: "Priorities" }));
  },
};

/** A new summary is created; a priority added then deleted is simply left out. */
export const Created: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Add Summary");
    await enter(canvas.getByRole("textbox", { name: "Country" }), "India");
    await enter(canvas.getByRole("textbox", { name: "Net Profit 2023 (GBP)" }), "-60k");
    await userEvent.click(canvas.getByRole("button", { name: "Add Priority" }));
    await enter(canvas.getByRole("textbox", { name: /^Priority 1/ }), "Close the seed round");
    await userEvent.click(canvas.getByRole("button", { name: "Add Priority" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete priority 2" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Summary created successfully.");
    await expect(args.adapter.summaries.create).toHaveBeenCalledWith(
      expect.objectContaining({
        ...TARGET,
        country: "India",
        last_second_year_net_profit: "-60k",
        priority: [{ prio: "Close the seed round" }],
        additional_fields: [],
      }),
    );
    await expect(args.adapter.summaries.update).not.toHaveBeenCalled();
  },
};

/** The limits of section 5: profits at most 10, priorities 2 to 100, additional fields named and valued. */
export const ValidationErrors: Story = {
  args: { adapter: journeyItemAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Add Summary");
    await enter(canvas.getByRole("textbox", { name: "Operating Profit 2022 (GBP)" }), "12345678901");
    await userEvent.click(canvas.getByRole("button", { name: "Add Priority" }));
    await enter(canvas.getByRole("textbox", { name: /^Priority 1/ }), "x");
    await userEvent.click(canvas.getByRole("button", { name: "Add Priority" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add Field" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Too Long!")).toBeVisible();
    await expect(canvas.getByText("Too Short!")).toBeVisible();
    await expect(canvas.getByText("This is required")).toBeVisible();
    await expect(canvas.getByText("Name is required")).toBeVisible();
    await expect(canvas.getByText("Value is required")).toBeVisible();
    await expect(args.adapter.summaries.create).not.toHaveBeenCalled();
    show(canvas.getByRole("list", { name: "Priorities" }));
  },
};

/** While the summary is saved, Save shows that it is busy. */
export const Saving: Story = {
  args: { id: 41, adapter: withPort(journeyItemAdapter(), "summaries", { update: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Update Summary");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "Save" })).toBeDisabled());
    show(canvas.getByRole("button", { name: "Save" }), "end");
  },
};

/** The server refuses the summary: its words in the toast and on the field; the form stays. */
export const ServerError: Story = {
  args: {
    id: 41,
    adapter: withPort(journeyItemAdapter(), "summaries", {
      get: async () => SAVED_SUMMARY,
      update: refusal("The summary could not be saved.", { country: ["Country is not known"] }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await form(canvas, "Update Summary");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "The summary could not be saved.");
    await expect(canvas.getByText("Country is not known")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
  },
};
