import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Skeleton.stories";

const { Default, Rows, Standalone, Catalog } = composeStories(stories);

describe("Skeleton", () => {
  it("announces loading once for all its lines", () => {
    const { container } = render(<Default />);
    expect(screen.getAllByText("Loading")).toHaveLength(1);
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  });

  it("marks the loading region busy", () => {
    render(<Default />);
    expect(screen.getByText("Loading").closest('[aria-busy="true"]')).not.toBeNull();
  });

  it("takes the announcement from its label", () => {
    render(<Rows />);
    expect(screen.getByText("Loading companies")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("lets a shape on its own announce loading", () => {
    render(<Standalone />);
    expect(screen.getAllByText("Loading")).toHaveLength(1);
  });

  it("announces once per region, however many shapes each holds", () => {
    render(<Catalog />);
    // Three Skeleton containers and one standalone SkeletonRows.
    expect(screen.getAllByText("Loading")).toHaveLength(4);
  });
});
