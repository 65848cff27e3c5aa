import type { Meta, StoryObj } from "@storybook/react-vite";
import type { SenderInput } from "@pipeline/contract";
import { SenderForm } from "@pipeline/ui";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../../support/waitForAnimations";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  expectToast,
  fillFields,
  hangs,
  saveExpectingFailure,
  storyAdapter,
  typeInto,
  withPort,
} from "../adminStorySupport";

type SenderFormStoryArgs = AdminStoryArgs & { id?: number | null };

function SenderFormStory({ id, ...frame }: SenderFormStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <SenderForm id={id} />
    </AdminStoryFrame>
  );
}

/** The seeded adapter, its writes recorded so a story can check what was sent. */
function recordingAdapter() {
  const base = storyAdapter();
  return withPort(base, "senders", { create: fn(base.senders.create), update: fn(base.senders.update) });
}

const meta = {
  title: "Features/Admin/Senders/SenderForm",
  component: SenderFormStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: SenderForm } },
  args: { id: null, adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof SenderFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_SENDER = {
  Email: "growth@pipeline.test",
  Name: "Pipeline Growth",
  Address: "14 MG Road",
  City: "Pune",
};

/** An empty form: every field, the sender active. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Add Sender" })).toBeVisible();
    for (const name of [/^Email/, /^Name/, /^Address/, /^City/]) {
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("Select a country");
    await expect(canvas.getByRole("switch", { name: "Is Active" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Back to Sender Details" })).toBeVisible();
  },
};

/** Enter never submits; Save shows the schema's messages and sends nothing. */
export const Validation: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^City/ }), "{Enter}");
    await expect(canvas.queryByText("Name required.")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText("Email required.")).toBeVisible();
    await expect(canvas.getByText("Name required.")).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText("Address required.")).toHaveLength(3));
    await expect(args.adapter.senders.create).not.toHaveBeenCalled();
  },
};

/** A new sender, its country found by typing: the server's message, then the list again. */
export const Saved: Story = {
  args: { adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, NEW_SENDER);
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await within(document.body).findByRole("listbox");
    await userEvent.keyboard("Indi");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("India");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Sender added successfully.");
    await expect(args.adapter.senders.create).toHaveBeenCalledWith({
      email: "growth@pipeline.test",
      sender_name: "Pipeline Growth",
      address: "14 MG Road",
      city: "Pune",
      country: "India",
      is_active: true,
    } satisfies SenderInput);
    await expect(args.navigate).toHaveBeenCalledWith("/sender-details", { replace: true });
  },
};

/** An address another sender has: the server's message on the field and in the toast. */
export const FailedSave: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillFields(canvas, { ...NEW_SENDER, Email: "deals@pipeline.test" });
    await userEvent.click(canvas.getByRole("combobox", { name: "Country" }));
    await userEvent.click(await within(document.body).findByRole("option", { name: "India" }));
    const message = "A sender with this email already exists.";
    await saveExpectingFailure(canvasElement, args.navigate, message);
  },
};

/** A stored sender, with the note on changing its address. */
export const Update: Story = {
  args: { id: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Update Sender" })).toBeVisible();
    const email = await canvas.findByRole("textbox", { name: /^Email/ });
    await expect(email).toHaveValue("ventures@pipeline.test");
    await expect(email).toHaveAccessibleDescription(/Changing the address sends a verification e-mail/);
    await expect(canvas.getByRole("textbox", { name: /^City/ })).toHaveValue("London");
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent("United Kingdom");
    await expect(canvas.getByRole("switch", { name: "Is Active" })).toBeChecked();
  },
};

/** A stored sender renamed: the server's message, then the list again. */
export const Updated: Story = {
  args: { id: 2, adapter: recordingAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: /^Email/ });
    await typeInto(canvas, /^Name/, "Pipeline Ventures UK");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expectToast(canvasElement, "Sender updated successfully.");
    await expect(args.adapter.senders.update).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ sender_name: "Pipeline Ventures UK", country: "United Kingdom" }),
    );
    await expect(args.navigate).toHaveBeenCalledWith("/sender-details", { replace: true });
  },
};

export const UpdateLoading: Story = {
  args: { id: 2, adapter: withPort(storyAdapter(), "senders", { get: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};
