import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorState } from "@pipeline/ui/primitives";

const meta = {
  title: "Primitives/ErrorState",
  component: ErrorState,
  args: { message: "The import history could not be loaded. Please try after sometime.", onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list that failed to load, with Retry. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(/Please try after sometime/);
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the retry is under way its button is disabled. */
export const Loading: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Retrying…" })).toBeDisabled();
  },
};

/** Without `onRetry` there is nothing to press. */
export const WithoutRetry: Story = {
  args: { title: "Sorry!", message: "There was an error processing the meeting link.", onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument();
  },
};

/** A long error text wraps. */
export const LongContent: Story = {
  args: {
    title: "The timeline of this company could not be loaded",
    message:
      "Request failed: the journey of company 1234567890 returned an unexpected answer from " +
      "https://pipeline.example.org/api/v1/company/1234567890/journey?expand=documents,meetings,evaluations " +
      "after three attempts. Check the connection and retry.",
  },
};

export const Dark: Story = {
  globals: { theme: "dark" },
};
