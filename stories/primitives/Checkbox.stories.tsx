import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { Checkbox } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIndent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.xl};
`;

const MEMBERS = ["Priya Sharma", "Rahul Verma", "Anita Desai"];

function MemberPicker() {
  const [picked, setPicked] = useState<string[]>([MEMBERS[0] ?? ""]);
  const all = picked.length === MEMBERS.length;
  return (
    <StyledStack>
      <Checkbox
        label="All company members"
        checked={all}
        indeterminate={picked.length > 0 && !all}
        onChange={(checked) => setPicked(checked ? MEMBERS : [])}
      />
      <StyledIndent>
        {MEMBERS.map((member) => (
          <Checkbox
            key={member}
            label={member}
            checked={picked.includes(member)}
            onChange={(checked) =>
              setPicked((current) =>
                checked ? [...current, member] : current.filter((entry) => entry !== member),
              )
            }
          />
        ))}
      </StyledIndent>
    </StyledStack>
  );
}

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: { label: "Recording", onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <Checkbox {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Recording" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true, description: "The upload is a meeting recording." },
};

export const Indeterminate: Story = {
  render: () => <MemberPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "All company members" });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Anita Desai" })).toBeChecked();
    await userEvent.click(canvas.getByText("Rahul Verma"));
    await expect(all).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: {
    label: "I confirm the company members agreed to be contacted",
    required: true,
    error: "This is required",
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", {
      name: "I confirm the company members agreed to be contacted",
    });
    await expect(box).toBeInvalid();
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleDescription("This is required");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("checkbox", { name: "Recording" })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      "Share the recording with every reviewer of the evaluation, including those who joined the journey after the meeting",
    description: "Reviewers without journey access get a time-limited access for seven days.",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" indeterminate />
      <Checkbox label="Required" required />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
      <Checkbox label="With description" description="Shown to reviewers" />
      <Checkbox label="Invalid" error="This is required" />
    </StyledTwoColumns>
  ),
};

export const CatalogDark: Story = { ...Catalog, globals: { theme: "dark" } };
