import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Spinner.stories";

const { Default, Decorative, Catalog } = composeStories(stories);

describe("Spinner", () => {
  it("is a named status when given a label", () => {
    render(<Default />);
    expect(screen.getByRole("status", { name: "Loading companies" })).toBeInTheDocument();
  });

  it("stays hidden from assistive technology without a label", () => {
    render(<Decorative />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByText("Video compression in progress...")).toBeInTheDocument();
  });

  it("comes in three sizes", () => {
    render(<Catalog />);
    expect(screen.getAllByRole("status")).toHaveLength(3);
  });
});
