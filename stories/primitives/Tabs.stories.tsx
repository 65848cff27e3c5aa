import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from "@pipeline/ui/primitives";
import { StyledDialogWidth } from "../support/layout";

const StyledText = styled.p`
  margin: 0;
`;

const VIEWS = [
  {
    value: "recordings",
    label: "Recordings",
    body: "Three meeting recordings, the latest from 18 Mar 2025.",
  },
  { value: "documents", label: "Documents", body: "Pitch deck, audited accounts 2024 and the cap table." },
  { value: "comments", label: "Comments", body: "Two comments from the reviewers of the evaluation." },
];

const SECTIONS = ["Call notes", "Company summary", "Meeting recordings", "Evaluation", "User access"];

// Omit applied to each member of the union, so either way of holding the selection stays allowed.
type DocumentTabsProps = (TabsProps extends infer Props
  ? Props extends unknown
    ? Omit<Props, "children">
    : never
  : never) & {
  disabled?: string;
};

function DocumentTabs({ disabled, ...props }: DocumentTabsProps) {
  return (
    <Tabs {...props}>
      <TabList label="Company files">
        {VIEWS.map((view) => (
          <Tab key={view.value} value={view.value} disabled={view.value === disabled}>
            {view.label}
          </Tab>
        ))}
      </TabList>
      {VIEWS.map((view) => (
        <TabPanel key={view.value} value={view.value}>
          <StyledText>{view.body}</StyledText>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "recordings", onValueChange: fn(), children: null },
  render: (args) => <DocumentTabs {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrow keys move between tabs and show each one's panel at once; Home and End jump to the ends. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Recordings" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    const documents = canvas.getByRole("tab", { name: "Documents" });
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Documents" })).toHaveTextContent(/Pitch deck/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("documents");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Recordings" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    await expect(canvas.getByRole("tab", { name: "Recordings" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Recordings" })).toHaveTextContent(
      /meeting recordings/,
    );
  },
};

/** A disabled tab cannot be chosen and the arrow keys pass over it. */
export const Disabled: Story = {
  render: (args) => <DocumentTabs {...args} disabled="documents" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Documents" })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
  },
};

/** The parent holds the selected tab, here also changed by a button outside the tabs. */
export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState("comments");
    return (
      <>
        <button type="button" onClick={() => setValue("recordings")}>
          Show recordings
        </button>
        <DocumentTabs
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: "Documents" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("documents");
    await userEvent.click(canvas.getByRole("button", { name: "Show recordings" }));
    await expect(canvas.getByRole("tab", { name: "Recordings" })).toHaveAttribute("aria-selected", "true");
  },
};

/** More tabs than fit scroll sideways; a long panel wraps. */
export const LongContent: Story = {
  render: (args) => (
    <StyledDialogWidth>
      <Tabs defaultValue="Call notes" onValueChange={args.onValueChange}>
        <TabList label="Journey sections">
          {SECTIONS.map((name) => (
            <Tab key={name} value={name}>
              {name}
            </Tab>
          ))}
        </TabList>
        {SECTIONS.map((name) => (
          <TabPanel key={name} value={name}>
            <StyledText>
              {`${name}: the projections assume two new sales offices and a rise in prices. `.repeat(4)}
            </StyledText>
          </TabPanel>
        ))}
      </Tabs>
    </StyledDialogWidth>
  ),
};

export const Dark: Story = {
  render: (args) => <DocumentTabs {...args} disabled="comments" />,
  globals: { theme: "dark" },
};
