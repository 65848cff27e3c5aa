import type { Meta, StoryObj } from "@storybook/react-vite";
import type { LookupKind } from "@pipeline/contract";
import { LookupForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  failsWithServerError,
  hangs,
  fillFields,
  saveExpectingFailure,
  saveExpectingMessages,
  storyAdapter,
  withPort,
} from "./adminStorySupport";

type LookupFormStoryArgs = AdminStoryArgs & { kind: LookupKind; id?: number | null };

function LookupFormStory({ kind, id, ...frame }: LookupFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <LookupForm kind={kind} id={id} />
    </AdminStoryFrame>
  );
}

/** The seeded adapter, its creates and updates recorded so a story can check what was sent. */
function recordingAdapter() {
  const base = storyAdapter();
  return withPort(base, "lookups", { create: fn(base.lookups.create), update: fn(base.lookups.update) });
}

const meta = {
  title: "Features/Admin/LookupForm",
  component: LookupFormStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: LookupForm } },
  args: { kind: "practice", id: null, adapter: storyAdapter(), navigate: fn() },
} satisfies Meta<typeof LookupFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty add form of one list, with its own field labels. */
function addForm(kind: LookupKind, heading: string, fields: readonly string[]): Story {
  return {
    args: { kind },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      for (const field of fields) await expect(canvas.getByRole("textbox", { name: field })).toHaveValue("");
      await expect(canvas.getByRole("spinbutton", { name: /^Order/ })).toHaveValue("");
      await expect(canvas.getByRole("switch", { name: "Is Active" })).toBeChecked();
      await expect(canvas.getByRole("button", { name: "Save" })).toBeEnabled();
    },
  };
}

export const AddLocation = addForm("location", "Add Location", ["Location Name"]);
export const AddPractice = addForm("practice", "Add Practice", ["Practice Name"]);
export const AddConfidenceLevel = addForm("confidence-level", "Add Confidence Level", [
  "Confidence Level Name",
  "Confidence Level Value",
]);
export const AddIndustry = addForm("industry", "Add Industry", ["Industry"]);

/** The messages a list's schema gives for an empty form; Enter in a field never submits. */
function validation(kind: LookupKind, firstField: string, messages: readonly string[]): Story {
  return {
    args: { kind, adapter: recordingAdapter() },
    play: async ({ args, canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(canvas.getByRole("textbox", { name: firstField }), "{Enter}");
      await expect(canvas.queryByText(messages[0] ?? "")).not.toBeInTheDocument();
      await saveExpectingMessages(canvas, messages);
      await expect(canvas.getByRole("textbox", { name: firstField })).toBeInvalid();
      await expect(args.adapter.lookups.create).not.toHaveBeenCalled();
      await expect(args.navigate).not.toHaveBeenCalled();
    },
  };
}

export const ValidationPractice = validation("practice", "Practice Name", [
  "Practice name required",
  "Order required",
]);
export const ValidationConfidenceLevel = validation("confidence-level", "Confidence Level Name", [
  "Confidence Level name required",
  "Confidence Level value required",
  "Order required",
]);
export const ValidationCompanyType = validation("company-type", "Company Type", [
  "Comany Type is required",
  "Order required.",
]);

/** A new practice saved: its name goes upper-cased as `name`; the server's message, then the list. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, { "Practice Name": "Legal Services", Order: "7" });
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Practice added successfully.");
    await expect(args.adapter.lookups.create).toHaveBeenCalledWith("practice", {
      label: "Legal Services",
      name: "LEGAL SERVICES",
      order: 7,
      is_active: true,
    });
    await expect(args.navigate).toHaveBeenCalledWith("/practice", { replace: true });
  },
};

/** A confidence level keeps the value typed as its `name`. */
export const SavedConfidenceLevel: Story = {
  args: { kind: "confidence-level", adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, {
      "Confidence Level Name": "Certain",
      "Confidence Level Value": "100",
      Order: "7",
    });
    await userEvent.click(canvas.getByRole("switch", { name: "Is Active" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Confidence level added successfully.");
    await expect(args.adapter.lookups.create).toHaveBeenCalledWith("confidence-level", {
      label: "Certain",
      name: "100",
      order: 7,
      is_active: false,
    });
    await expect(args.navigate).toHaveBeenCalledWith("/confidence-level", { replace: true });
  },
};

/** The server fails: the error toast, and the button can be pressed again. */
export const FailedSave: Story = {
  args: { adapter: withPort(storyAdapter(), "lookups", { create: fn(failsWithServerError) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, { "Practice Name": "Legal Services", Order: "7" });
    await saveExpectingFailure(
      canvasElement,
      args.navigate,
      "Something went wrong. Please try after sometime.",
    );
    await expect(args.adapter.lookups.create).toHaveBeenCalledTimes(1);
  },
};

/** A name the list already has: the server's message shows on the field and in the toast. */
export const DuplicateName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, { "Practice Name": "technology", Order: "7" });
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Practice with this label already exists.");
    const field = canvas.getByRole("textbox", { name: /^Practice Name/ });
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription("Practice with this label already exists.");
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** An existing location, loaded into the form and saved back. */
export const UpdateLocation: Story = {
  args: { kind: "location", id: 2, adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Location" })).toBeVisible();
    const name = await canvas.findByRole("textbox", { name: /^Location Name/ });
    await expect(name).toHaveValue("United Kingdom");
    await expect(canvas.getByRole("spinbutton", { name: /^Order/ })).toHaveValue("2");
    await userEvent.clear(name);
    await userEvent.type(name, "UK");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Location updated successfully.");
    await expect(args.adapter.lookups.update).toHaveBeenCalledWith("location", 2, {
      label: "UK",
      name: "UK",
      order: 2,
      is_active: true,
    });
    await expect(args.navigate).toHaveBeenCalledWith("/location", { replace: true });
  },
};

/** An inactive confidence level with its value. */
export const UpdateConfidenceLevel: Story = {
  args: { kind: "confidence-level", id: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Confidence Level" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: /^Confidence Level Name/ })).toHaveValue(
      "Unrated",
    );
    await expect(canvas.getByRole("textbox", { name: /^Confidence Level Value/ })).toHaveValue("0");
    await expect(canvas.getByRole("switch", { name: "Is Active" })).not.toBeChecked();
  },
};

export const UpdateLoading: Story = {
  args: { id: 1, adapter: withPort(storyAdapter(), "lookups", { get: hangs }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Practice" })).toBeVisible();
    await expect(canvas.getByText("Loading")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  },
};

/** An id the list does not have. */
export const UpdateNotFound: Story = {
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load practice")).toBeVisible();
    await expect(within(alert).getByText("Not found.")).toBeVisible();
    await waitFor(() => expect(within(alert).getByRole("button", { name: "Retry" })).toBeEnabled());
  },
};

/** The back arrow returns to the list in place of the form. */
export const Back: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Back to Practice" }));
    await expect(args.navigate).toHaveBeenCalledWith("/practice", { replace: true });
  },
};
