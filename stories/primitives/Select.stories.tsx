import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Select, type SelectOption } from "@pipeline/ui/primitives";
import { columnDecorator } from "../support/layout";
import { waitForAnimations } from "../support/waitForAnimations";

const viewTypes: SelectOption[] = [
  { value: "stage", label: "Stage View" },
  { value: "stage-task", label: "Stage + Task View" },
  { value: "confidence", label: "Confidence Level" },
];

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { label: "View", options: viewTypes, onChange: fn() },
  decorators: [columnDecorator],
  afterEach: waitForAnimations,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "View" });
    await expect(select).toHaveTextContent("Select…");
    await expect(select).toHaveAttribute("aria-expanded", "false");
  },
};

export const WithValue: Story = { args: { defaultValue: "stage-task" } };

/** Open with the chosen option marked. */
export const Open: Story = {
  args: { defaultValue: "stage" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "View" }));
    const listbox = await within(document.body).findByRole("listbox", { name: "View" });
    await expect(within(listbox).getByRole("option", { name: "Stage View" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** The select-only combobox keyboard: Arrow keys, End, typed letters, Enter, Escape. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "View" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(select).toHaveAttribute("aria-expanded", "true"));
    const option = (name: string) => within(document.body).getByRole("option", { name });
    await userEvent.keyboard("{End}");
    await expect(select).toHaveAttribute("aria-activedescendant", option("Confidence Level").id);
    await userEvent.keyboard("s");
    await expect(select).toHaveAttribute("aria-activedescendant", option("Stage View").id);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith("stage-task");
    await expect(select).toHaveTextContent("Stage + Task View");
    await expect(select).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowDown}{Escape}");
    await expect(select).toHaveAttribute("aria-expanded", "false");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Options that cannot be picked are skipped by the keyboard. */
export const DisabledOption: Story = {
  args: {
    label: "Sender",
    options: [
      { value: "ops", label: "ops@pipeline.example" },
      { value: "deals", label: "deals@pipeline.example (not verified)", disabled: true },
      { value: "team", label: "team@pipeline.example" },
    ],
    description:
      "Some senders are not verified. Please go to sender details to verify them before you can select them.",
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sender" });
    await userEvent.click(select);
    const deals = await within(document.body).findByRole("option", { name: /deals@/ });
    await expect(deals).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(select).toHaveAttribute(
      "aria-activedescendant",
      within(document.body).getByRole("option", { name: "team@pipeline.example" }).id,
    );
  },
};

/** Greyed out and out of the tab order. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: "stage" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "View" });
    await expect(select).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(select);
    await expect(select).toHaveAttribute("aria-expanded", "false");
  },
};

/** An error message under the control, which it describes. */
export const Invalid: Story = {
  args: { label: "Sender", options: [], error: "Sender is required" },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Sender" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Sender is required");
  },
};

/** No options to offer. */
export const Empty: Story = {
  args: { label: "Sender", options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Sender" }));
    const empty = await within(document.body).findByText("No options");
    await waitFor(() => expect(empty).toBeVisible());
  },
};

/** A long chosen label is cut with an ellipsis; in the list long labels wrap and many options scroll. */
export const LongContent: Story = {
  args: {
    label: "Company type",
    defaultValue: "long",
    options: [
      {
        value: "long",
        label: "Private limited company with foreign direct investment and a registered Indian subsidiary",
      },
      ...Array.from({ length: 30 }, (_, index) => ({
        value: `type-${index}`,
        label: `Company type ${index + 1}`,
      })),
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Company type" }));
    await within(document.body).findByRole("listbox");
  },
};

/** Controlled through `value` and `onChange`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>("confidence");
    return (
      <>
        <Select {...args} value={value} onChange={setValue} />
        <span>Chosen: {value ?? "none"}</span>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("combobox", { name: "View" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "Stage View" }));
    await expect(canvas.getByText("Chosen: stage")).toBeVisible();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: () => (
    <>
      <Select label="Placeholder" options={viewTypes} />
      <Select label="With value" options={viewTypes} defaultValue="stage" />
      <Select
        label="With description"
        options={viewTypes}
        description="Changing the view resets the filters."
      />
      <Select label="Invalid" options={viewTypes} error="View is required" />
      <Select label="Disabled" options={viewTypes} defaultValue="confidence" disabled />
    </>
  ),
};
