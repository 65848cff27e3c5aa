import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { Accordion, AccordionItem } from "@pipeline/ui/primitives";
import { StyledDialogWidth } from "../support/layout";

const StyledMeta = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const StyledText = styled.p`
  margin: 0;
`;

const ITEMS = [
  {
    value: "evaluation",
    title: "Evaluation",
    meta: "Stage 1 · 12 Mar 2025, 10:30 IST",
    body: "Reviewers asked for the last three years of audited accounts before a decision.",
  },
  {
    value: "meeting",
    title: "Introductory meeting",
    meta: "Stage 2 · 18 Mar 2025, 15:00 IST",
    body: "Founders presented the product roadmap; a follow-up call is planned for next week.",
  },
  {
    value: "summary",
    title: "Company summary",
    meta: "Stage 3 · 02 Apr 2025, 09:15 IST",
    body: "Revenue grew 40% last year; the round is meant to fund two new sales offices.",
  },
];

function TimelineItems({ disabled }: { disabled?: string }) {
  return ITEMS.map((item) => (
    <AccordionItem
      key={item.value}
      value={item.value}
      disabled={item.value === disabled}
      title={
        <>
          {item.title}
          <StyledMeta>{item.meta}</StyledMeta>
        </>
      }
    >
      <StyledText>{item.body}</StyledText>
    </AccordionItem>
  ));
}

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { children: <TimelineItems />, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The collapsed journey timeline: every item closed; Tab, Enter and the arrow keys drive it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const evaluation = canvas.getByRole("button", { name: /Evaluation/ });
    const meeting = canvas.getByRole("button", { name: /Introductory meeting/ });
    await userEvent.tab();
    await expect(evaluation).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(evaluation).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/audited accounts/)).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(meeting).toHaveFocus();
    await userEvent.keyboard(" ");
    // Only one item is open at a time unless the accordion allows several.
    await expect(meeting).toHaveAttribute("aria-expanded", "true");
    await expect(evaluation).toHaveAttribute("aria-expanded", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["meeting"]);
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: /Company summary/ })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(evaluation).toHaveFocus();
  },
};

/** An item open from the start. */
export const Expanded: Story = {
  args: { defaultValue: ["meeting"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: /Introductory meeting/ })).toBeVisible();
  },
};

/** With `multiple`, opening one item leaves the others open. */
export const Multiple: Story = {
  args: { multiple: true, defaultValue: ["evaluation"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Company summary/ }));
    await expect(canvas.getByRole("button", { name: /Evaluation/ })).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("button", { name: /Company summary/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** A disabled item cannot be opened and the arrow keys skip it. */
export const Disabled: Story = {
  args: { children: <TimelineItems disabled="meeting" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: /Introductory meeting/ })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: /Company summary/ })).toHaveFocus();
  },
};

/** Long headers and panels wrap inside a narrow accordion. */
export const LongContent: Story = {
  args: {
    defaultValue: ["long"],
    children: (
      <AccordionItem
        value="long"
        title="Meeting with the founders, the chief financial officer and the head of international expansion about the Series B"
      >
        <StyledText>
          {"The company plans to open offices in Singapore, Dubai and London within eighteen months. ".repeat(
            4,
          )}
          https://pipeline.example.org/companies/1234567890/journey/documents/a-very-long-path-without-spaces
        </StyledText>
      </AccordionItem>
    ),
  },
  render: (args) => (
    <StyledDialogWidth>
      <Accordion {...args} />
    </StyledDialogWidth>
  ),
};

/** The parent holds which items are open, here a button that collapses them all. */
export const Controlled: Story = {
  render: function ControlledAccordion(args) {
    const [open, setOpen] = useState<string[]>(["evaluation", "summary"]);
    return (
      <>
        <button type="button" onClick={() => setOpen([])}>
          Collapse all
        </button>
        <Accordion
          {...args}
          multiple
          value={open}
          onValueChange={(next) => {
            setOpen(next);
            args.onValueChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: /Introductory meeting/ }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["evaluation", "summary", "meeting"]);
    await userEvent.click(canvas.getByRole("button", { name: "Collapse all" }));
    await expect(canvas.queryAllByRole("button", { expanded: true })).toHaveLength(0);
    await expect(canvas.queryByRole("region")).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  args: { defaultValue: ["meeting"], children: <TimelineItems disabled="summary" /> },
  globals: { theme: "dark" },
};
