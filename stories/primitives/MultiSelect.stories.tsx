import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MultiSelect } from "@pipeline/ui/primitives";
import type { SelectOption } from "@pipeline/ui/primitives";
import { columnDecorator } from "../support/layout";
import { waitForAnimations } from "../support/waitForAnimations";

const countries: SelectOption[] = [
  { value: "IN", label: "India" },
  { value: "ID", label: "Indonesia" },
  { value: "SG", label: "Singapore" },
  { value: "AE", label: "United Arab Emirates" },
  { value: "GB", label: "United Kingdom" },
  { value: "US", label: "United States" },
];

const meta = {
  title: "Primitives/MultiSelect",
  component: MultiSelect,
  args: { label: "Country", options: countries, onChange: fn() },
  decorators: [columnDecorator],
  afterEach: waitForAnimations,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Default: Story = {};

/** Chosen values as chips before the text box. */
export const WithValue: Story = { args: { defaultValue: ["IN", "SG"] } };

/** The open list marks chosen options and stays open while picking. */
export const Open: Story = {
  args: { defaultValue: ["IN"] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Country" }));
    const listbox = await within(document.body).findByRole("listbox", { name: "Country" });
    await expect(listbox).toHaveAttribute("aria-multiselectable", "true");
    await expect(within(listbox).getByRole("option", { name: "India" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** Typing filters the list; Enter and a click pick, and the list stays open for the next pick. */
export const FilterAndPick: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Country" });
    await userEvent.type(input, "united");
    const listbox = await within(document.body).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(3));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["AE"]);
    await expect(input).toHaveValue("");
    await userEvent.click(within(listbox).getByRole("option", { name: "Singapore" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["AE", "SG"]);
    await expect(within(canvasElement).getByText("United Arab Emirates")).toBeInTheDocument();
    await expect(input).toHaveAttribute("aria-expanded", "true");
  },
};

/** Chips go by their remove button, by Backspace in the empty box, or by Left arrow then Delete. */
export const RemoveChips: Story = {
  args: { defaultValue: ["IN", "SG", "GB", "US"] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Singapore" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(["IN", "GB", "US"]);
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["IN", "GB"]);
    await userEvent.keyboard("{Escape}{ArrowLeft}");
    await expect(canvas.getByText("United Kingdom").parentElement).toHaveFocus();
    await userEvent.keyboard("{Delete}");
    await expect(args.onChange).toHaveBeenLastCalledWith(["IN"]);
    await expect(canvas.queryByText("United Kingdom")).not.toBeInTheDocument();
  },
};

/** Typed text that matches no option. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Country" }), "zz");
    const noResults = await within(document.body).findByText("No results");
    await waitFor(() => expect(noResults).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ["IN"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove India" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { label: "Location", error: "At least one location must be selected" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Location" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("At least one location must be selected");
  },
};

const designations: SelectOption[] = [
  { value: "ceo", label: "Chief Executive Officer and Co-founder, Strategic Partnerships" },
  ...Array.from({ length: 30 }, (_, index) => ({ value: `d${index}`, label: `Designation ${index + 1}` })),
];

/** Many chips wrap onto several lines; long labels wrap in chips and in the list. */
export const LongContent: Story = {
  args: {
    label: "Designation",
    options: designations,
    defaultValue: ["ceo", "d0", "d1", "d2", "d3", "d4", "d5"],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("combobox", { name: "Designation" }));
    await within(document.body).findByRole("listbox");
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: () => (
    <>
      <MultiSelect label="Empty" options={countries} />
      <MultiSelect label="With values" options={countries} defaultValue={["IN", "AE"]} />
      <MultiSelect label="Invalid" options={countries} error="Country is required" />
      <MultiSelect label="Disabled" options={countries} defaultValue={["SG"]} disabled />
    </>
  ),
};
