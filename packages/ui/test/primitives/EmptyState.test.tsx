import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/EmptyState.stories";

const { Default, WithAction } = composeStories(stories);

describe("EmptyState", () => {
  it("shows its title alone when given nothing else", () => {
    render(<Default />);
    expect(screen.getByText("No companies in this stage")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a description and an action", async () => {
    const onClear = fn();
    render(
      <WithAction
        action={
          <button type="button" onClick={onClear}>
            Clear filters
          </button>
        }
      />,
    );
    expect(screen.getByText(/Try another country/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("keeps its icon from screen readers", () => {
    const { container } = render(<Default />);
    expect(container.querySelector("svg")?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
