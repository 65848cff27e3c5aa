import type { Meta, StoryObj } from "@storybook/react-vite";
import { TEXT_LIMITS } from "@pipeline/contract";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { TextArea } from "@pipeline/ui/primitives";
import { StyledTwoColumns } from "../support/layout";

const StyledNarrow = styled.div`
  max-width: ${({ theme }) => theme.size.dialogMd};
`;

const meta = {
  title: "Primitives/TextArea",
  component: TextArea,
  args: { label: "Message", maxLength: TEXT_LIMITS.comment, onChange: fn() },
  render: (args) => (
    <StyledNarrow>
      <TextArea {...args} />
    </StyledNarrow>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole("textbox", { name: "Message" });
    await expect(canvas.getByText("0 / 4000")).toBeVisible();
    await userEvent.type(textArea, "Met the founders.{Enter}Next call on Friday.");
    await expect(textArea).toHaveValue("Met the founders.\nNext call on Friday.");
    await expect(canvas.getByText("38 / 4000")).toHaveAttribute("aria-live", "polite");
  },
};

export const OverLimit: Story = {
  args: {
    label: "Subject",
    maxLength: TEXT_LIMITS.emailSubject,
    rows: 2,
    defaultValue: "Introduction: ".padEnd(212, "and a subject line that keeps going "),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("212 / 200")).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { required: true, error: "Message is required" },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole("textbox", { name: "Message" });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription("Message is required 0 / 4000");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "The founders will share the audited accounts next week." },
};

export const WithoutCounter: Story = {
  args: { label: "Comment", maxLength: undefined, description: "Visible to everyone with access." },
};

function ControlledComment() {
  const [value, setValue] = useState("Hi");
  return (
    <StyledNarrow>
      <TextArea
        label="Comment"
        rows={2}
        maxLength={10}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </StyledNarrow>
  );
}

export const Controlled: Story = {
  render: () => <ControlledComment />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Comment" }), " all, and more");
    await expect(canvas.getByText("16 / 10")).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    label: "Challenges in business expansion, technology expansion and fundraising over the next year",
    description: "Summarise what the founders said in the call, including numbers where they gave them.",
    rows: 3,
    defaultValue:
      "The company wants to open two new plants in the next eighteen months but has not yet secured the land. " +
      "The technology team is small and the founders plan to hire a head of engineering. " +
      "Fundraising so far has come from friends and family; an institutional round is planned after the next audit.",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <TextArea label="Default" rows={2} />
      <TextArea label="With counter" rows={2} maxLength={100} defaultValue="Within the limit" />
      <TextArea label="Over the limit" rows={2} maxLength={10} defaultValue="Past the limit" />
      <TextArea label="Invalid" rows={2} required error="Comment required" />
      <TextArea label="Disabled" rows={2} disabled defaultValue="Read only" />
      <TextArea label="With description" rows={2} description="At most 1000 characters" />
    </StyledTwoColumns>
  ),
};
