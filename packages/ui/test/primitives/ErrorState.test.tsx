import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/ErrorState.stories";

const { Default, Loading, WithoutRetry } = composeStories(stories);

describe("ErrorState", () => {
  it("alerts with a title and the error text", () => {
    render(<Default />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(alert).toHaveTextContent("The import history could not be loaded. Please try after sometime.");
  });

  it("calls onRetry from the Retry button", async () => {
    const onRetry = fn();
    render(<Default onRetry={onRetry} />);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("disables Retry while a retry is under way", async () => {
    const onRetry = fn();
    render(<Loading onRetry={onRetry} />);
    const button = screen.getByRole("button", { name: "Retrying…" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("offers no button without onRetry and takes its own title", () => {
    render(<WithoutRetry />);
    expect(screen.getByRole("alert")).toHaveTextContent("Sorry!");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
