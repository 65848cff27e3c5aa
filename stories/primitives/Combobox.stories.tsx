import { COMPANY_PICKER_LIMITS } from "@pipeline/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  Combobox,
  type ComboboxLoadOptions,
  type ComboboxOption,
  type ComboboxProps,
  type ComboboxSingleProps,
} from "@pipeline/ui/primitives";
import { columnDecorator } from "../support/layout";
import { waitForAnimations } from "../support/waitForAnimations";

/** Storybook needs one shape of args; the stories pass either mode's props. */
type ComboboxStoryArgs = Omit<ComboboxSingleProps, "multiple" | "value" | "defaultValue" | "onChange"> & {
  multiple?: boolean;
  defaultValue?: ComboboxOption | ComboboxOption[] | null;
  onChange?: (value: ComboboxOption | ComboboxOption[] | null) => void;
};

function ComboboxStory(args: ComboboxStoryArgs) {
  return <Combobox {...(args as ComboboxProps)} />;
}

const companies = [
  { id: 1, name: "Acme Industrial", website: "acme.example" },
  { id: 2, name: "Acorn Analytics", website: "acorn.example" },
  { id: 3, name: "Active Health Labs", website: "activehealth.example" },
  { id: 4, name: "Bluewater Logistics", website: "bluewater.example" },
  { id: 5, name: "Cedar Fintech", website: "" },
  { id: 6, name: "Acre Agritech", website: "acre.example" },
  { id: 7, name: "Acuity Robotics", website: "acuity.example" },
] as const;

/** The users form's company option label: the name, then the website when there is one. */
function toOption(company: (typeof companies)[number]): ComboboxOption {
  return {
    value: String(company.id),
    label: company.website ? `${company.name} (${company.website})` : company.name,
  };
}

/** A stand-in for the companies search: five matches, answered a moment later, abortable. */
function searchCompanies(query: string, { signal }: { signal: AbortSignal }): Promise<ComboboxOption[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = query.toLowerCase();
      resolve(
        companies
          .filter((company) => company.name.toLowerCase().includes(needle))
          .slice(0, COMPANY_PICKER_LIMITS.resultsPerSearch)
          .map(toOption),
      );
    }, 20);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const neverAnswers: ComboboxLoadOptions = (_query, { signal }) =>
  new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(signal.reason)));

const meta = {
  title: "Primitives/Combobox",
  component: ComboboxStory,
  // Plain function types, so tests may pass their own loaders and handlers.
  args: {
    label: "Company",
    loadOptions: fn(searchCompanies) as ComboboxLoadOptions,
    debounceMs: 50,
    onChange: fn() as ComboboxStoryArgs["onChange"],
  },
  decorators: [columnDecorator],
  afterEach: waitForAnimations,
} satisfies Meta<typeof ComboboxStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and waiting for typing. */
export const Default: Story = {};

/** Results appear once typing pauses for the debounce; picking puts the label in the box. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Company" });
    await userEvent.type(input, "ac");
    const listbox = await within(document.body).findByRole("listbox", { name: "Company" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(5));
    await expect(args.loadOptions).toHaveBeenCalledTimes(1);
    await expect(args.loadOptions).toHaveBeenCalledWith(
      "ac",
      expect.objectContaining({ signal: expect.anything() }),
    );
    await expect(
      within(listbox).getByRole("option", { name: "Acme Industrial (acme.example)" }),
    ).toBeVisible();
  },
};

/** Picking an option fills the box; the clear button empties it again. */
export const PickAndClear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Company" });
    await userEvent.type(input, "blue");
    await userEvent.click(await within(document.body).findByRole("option", { name: /Bluewater/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      value: "4",
      label: "Bluewater Logistics (bluewater.example)",
    });
    await expect(input).toHaveValue("Bluewater Logistics (bluewater.example)");
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    input.blur();
  },
};

/** A search under way. */
export const Loading: Story = {
  args: { loadOptions: neverAnswers },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Company" }), "acme");
    await expect(await within(document.body).findByText("Searching…")).toBeInTheDocument();
    await expect(within(document.body).getByRole("listbox", { hidden: true })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

/** A search that finds nothing. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Company" }), "zebra");
    await expect(await within(document.body).findByText("No results")).toBeInTheDocument();
    await expect(args.loadOptions).toHaveBeenCalledWith("zebra", expect.anything());
  },
};

/** Outside the length limits no search runs and a hint says why. */
export const OutsideLimits: Story = {
  args: { minLength: 3 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Company" });
    await userEvent.type(input, "ac");
    await expect(
      await within(document.body).findByText("Type at least 3 characters to search."),
    ).toBeInTheDocument();
    await userEvent.type(input, "me industrial holdings");
    await expect(
      await within(document.body).findByText("Type 20 characters or fewer to search."),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.loadOptions).not.toHaveBeenCalled();
  },
};

/** A new query aborts the search still running for the one before. */
export const AbortsEarlierSearch: Story = {
  args: { loadOptions: fn(neverAnswers), debounceMs: 10 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Company" });
    await userEvent.type(input, "ac");
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledTimes(1));
    await userEvent.type(input, "m");
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalledTimes(2));
    const calls = (args.loadOptions as ReturnType<typeof fn>).mock.calls as Array<
      Parameters<ComboboxLoadOptions>
    >;
    await expect(calls[0]?.[1].signal.aborted).toBe(true);
    await expect(calls[1]?.[1].signal.aborted).toBe(false);
  },
};

/** A search that fails says so instead of showing "No results". */
export const Failed: Story = {
  args: { loadOptions: () => Promise.reject(new Error("offline")) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Company" }), "acme");
    await expect(await within(document.body).findByText("Search failed. Try again.")).toBeInTheDocument();
  },
};

/** Several companies, as the users form picks them; chips come off with their button or Backspace. */
export const Multiple: Story = {
  args: {
    multiple: true,
    defaultValue: [toOption(companies[3])],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("combobox", { name: "Company" });
    await userEvent.type(input, "acme");
    await userEvent.click(await within(document.body).findByRole("option", { name: /Acme Industrial/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([toOption(companies[3]), toOption(companies[0])]);
    await expect(input).toHaveValue("");
    await userEvent.click(
      canvas.getByRole("button", { name: "Remove Bluewater Logistics (bluewater.example)" }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([toOption(companies[0])]);
    await userEvent.type(input, "acu");
    await userEvent.click(await within(document.body).findByRole("option", { name: /Acuity/ }));
    await expect(canvas.getByText("Acuity Robotics (acuity.example)")).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: toOption(companies[0]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Company" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { multiple: true, error: "At least one company is required" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "Company" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("At least one company is required");
  },
};

/** Long labels wrap in the list and in the chips. */
export const LongContent: Story = {
  args: {
    multiple: true,
    defaultValue: [
      {
        value: "90",
        label: "Acme Industrial Holdings Private Limited, Bengaluru (acme-industrial-holdings.example)",
      },
    ],
    loadOptions: async (query) =>
      Array.from({ length: 5 }, (_, index) => ({
        value: String(index),
        label: `${query} Advanced Manufacturing and Precision Engineering Company ${index + 1} (precision-${index + 1}.example)`,
      })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Company" }), "Acme");
    const listbox = await within(document.body).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(5));
  },
};

/** Answers that take their time, and take no notice of being aborted, as a slow server's do. */
function answersLate(delayMs: number): ComboboxLoadOptions {
  return (query) =>
    new Promise((resolve) => {
      setTimeout(() => resolve(searchCompanies(query, { signal: new AbortController().signal })), delayMs);
    });
}

/**
 * Keystrokes as the browser delivers them when they come faster than the page renders: each adds
 * its character to what the box holds at that moment, then announces the input.
 */
function typeFaster(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  input.focus();
  for (const character of text) {
    setValue?.call(input, input.value + character);
    input.dispatchEvent(new InputEvent("input", { bubbles: true, data: character, inputType: "insertText" }));
  }
}

/** Typed quickly while the answers to earlier keystrokes arrive: the box keeps every character. */
export const TypingOutrunsAnswers: Story = {
  args: { multiple: true, debounceMs: 0, loadOptions: answersLate(5) },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>("combobox", { name: "Company" });
    typeFaster(input, "Cedar Analytics");
    await expect(await within(document.body).findByText("No results")).toBeInTheDocument();
    await expect(input).toHaveValue("Cedar Analytics");
    await userEvent.type(input, " Ltd");
    await expect(await within(document.body).findByText("No results")).toBeInTheDocument();
    await expect(input).toHaveValue("Cedar Analytics Ltd");
  },
};
