import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/VisuallyHidden.stories";

const { Default } = composeStories(stories);

describe("VisuallyHidden", () => {
  it("names an icon-only button for screen readers", () => {
    render(<Default />);
    expect(screen.getByRole("button", { name: "Delete document" })).toBeInTheDocument();
  });

  it("passes attributes through, so other elements can point at the text", () => {
    render(<Default id="hint">Opens in a new tab</Default>);
    expect(screen.getByText("Opens in a new tab")).toHaveAttribute("id", "hint");
  });
});
