import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import * as stories from "../../../../stories/primitives/Accordion.stories";
import { AccordionItem } from "../../src/primitives/Accordion";

const { Default, Expanded, Multiple, Disabled, Controlled } = composeStories(stories);

const header = (name: RegExp) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("starts with every item closed and its content absent", () => {
    render(<Default />);
    expect(screen.getAllByRole("button", { expanded: false })).toHaveLength(3);
    expect(screen.queryByText(/audited accounts/)).not.toBeInTheDocument();
  });

  it("opens an item on click and ties the header to its panel", async () => {
    render(<Default />);
    await userEvent.click(header(/Evaluation/));
    expect(header(/Evaluation/)).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: /Evaluation/ });
    expect(header(/Evaluation/)).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveTextContent(/audited accounts/);
  });

  it("closes an open item when its header is pressed again", async () => {
    render(<Expanded />);
    await userEvent.click(header(/Introductory meeting/));
    expect(header(/Introductory meeting/)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("keeps one item open at a time by default", async () => {
    const onValueChange = fn();
    render(<Expanded onValueChange={onValueChange} />);
    await userEvent.click(header(/Evaluation/));
    expect(header(/Evaluation/)).toHaveAttribute("aria-expanded", "true");
    expect(header(/Introductory meeting/)).toHaveAttribute("aria-expanded", "false");
    expect(onValueChange).toHaveBeenCalledWith(["evaluation"]);
  });

  it("keeps several items open with multiple", async () => {
    render(<Multiple />);
    await userEvent.click(header(/Introductory meeting/));
    expect(screen.getAllByRole("region")).toHaveLength(2);
  });

  it("moves between headers with the arrow keys, Home and End, and wraps", async () => {
    render(<Default />);
    await userEvent.tab();
    expect(header(/Evaluation/)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(header(/Introductory meeting/)).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(header(/Company summary/)).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(header(/Evaluation/)).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(header(/Company summary/)).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(header(/Evaluation/)).toHaveFocus();
  });

  it("opens the focused item with Enter and Space", async () => {
    render(<Default />);
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    expect(header(/Evaluation/)).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    expect(header(/Evaluation/)).toHaveAttribute("aria-expanded", "false");
  });

  it("skips a disabled item and will not open it", async () => {
    render(<Disabled />);
    await userEvent.click(header(/Introductory meeting/));
    expect(header(/Introductory meeting/)).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    expect(header(/Company summary/)).toHaveFocus();
  });

  it("follows the value its parent holds", async () => {
    const onValueChange = fn();
    render(<Controlled onValueChange={onValueChange} />);
    expect(screen.getAllByRole("region")).toHaveLength(2);
    await userEvent.click(header(/Introductory meeting/));
    expect(onValueChange).toHaveBeenLastCalledWith(["evaluation", "summary", "meeting"]);
    await userEvent.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("does not change a controlled accordion by itself", async () => {
    render(
      <Default value={["evaluation"]}>
        <AccordionItem value="evaluation" title="Evaluation">
          Reviewers asked for accounts.
        </AccordionItem>
      </Default>,
    );
    await userEvent.click(header(/Evaluation/));
    expect(header(/Evaluation/)).toHaveAttribute("aria-expanded", "true");
  });

  it("wraps each header in a heading of the chosen level", () => {
    render(<Default headingLevel={2} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });
});
