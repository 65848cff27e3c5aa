import type { Meta, StoryObj } from "@storybook/react-vite";
import { AdapterError } from "@pipeline/contract";
import { ToastProvider, useToast } from "@pipeline/ui/primitives";
import { expect, userEvent, waitFor, within } from "storybook/test";

function Trigger() {
  const toast = useToast();
  return (
    <div>
      <button type="button" onClick={() => toast.success("Location created successfully.")}>
        Save
      </button>{" "}
      <button
        type="button"
        onClick={() =>
          toast.error(new AdapterError("Location with this label already exists.", { status: 409 }))
        }
      >
        Save duplicate
      </button>{" "}
      <button
        type="button"
        onClick={() => toast.error(new DOMException("The user aborted a request.", "AbortError"))}
      >
        Cancel request
      </button>
    </div>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: ToastProvider,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone at once, as they stack at the top right. */
export const Catalog: Story = {
  args: {
    initialToasts: [
      { tone: "success", message: "User updated successfully.", duration: Infinity },
      { tone: "error", message: "Something went wrong!", duration: Infinity },
      { tone: "info", message: "Verification request has been sent", duration: Infinity },
      { tone: "warning", message: "No user found !!", duration: Infinity },
    ],
  },
};

export const LongContent: Story = {
  args: {
    initialToasts: [
      {
        tone: "error",
        message:
          "Some senders are not verified. Please go to sender details to verify them before you can select them. " +
          "https://pipeline.example.org/sender-details/edit/1234567890/with/a/very/long/path/that/must/wrap",
        duration: Infinity,
      },
    ],
  },
};

/** A success shows the server's words; a failure the error text; a cancelled request nothing. */
export const Outcomes: Story = {
  args: { children: <Trigger /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Cancel request" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save duplicate" }));
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Location with this label already exists.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await page.findByRole("status")).toHaveTextContent("Location created successfully.");
    await expect(page.getAllByRole("alert")).toHaveLength(1);
    // Both go after the default 2 seconds.
    await waitFor(() => expect(page.queryByRole("status")).not.toBeInTheDocument(), { timeout: 4000 });
  },
};
