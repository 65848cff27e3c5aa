import type { Meta, StoryObj } from "@storybook/react-vite";
import { Globe, Search } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { TextField } from "@pipeline/ui/primitives";
import { StyledDialogWidth, StyledTwoColumns } from "../support/layout";

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  args: { label: "Company name", onChange: fn() },
  render: (args) => (
    <StyledDialogWidth>
      <TextField {...args} />
    </StyledDialogWidth>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Company name" });
    await userEvent.type(input, "Acme Ventures");
    await expect(input).toHaveValue("Acme Ventures");
    await expect(args.onChange).toHaveBeenCalledTimes("Acme Ventures".length);
  },
};

export const WithDescription: Story = {
  args: {
    label: "Website",
    description: "The company's public site, starting with https://",
    placeholder: "https://example.com",
    prefix: <Globe />,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Website" });
    await expect(input).toHaveAccessibleDescription("The company's public site, starting with https://");
  },
};

export const Required: Story = {
  args: { label: "Username", required: true, autoComplete: "username" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Username" })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: "Email",
    type: "email",
    required: true,
    defaultValue: "Priya.Sharma@Example.com",
    error: "Email must be in lowercase",
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Email must be in lowercase");
  },
};

export const Disabled: Story = {
  args: { label: "ERP username", defaultValue: "priya.sharma", disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "ERP username" })).toBeDisabled();
  },
};

export const WithAdornments: Story = {
  args: { label: "Search companies", prefix: <Search />, suffix: "50 results", type: "search" },
};

export const LongContent: Story = {
  args: {
    label: "Business description of the company as given in its latest pitch deck and annual report",
    description:
      "Describe the business in a sentence or two: what it sells, to whom, and how it earns its revenue across its markets.",
    defaultValue:
      "A vertically integrated manufacturer of precision components for the aerospace and automotive industries",
    error: "Company name must be at most 50 characters",
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledTwoColumns>
      <TextField label="Default" placeholder="Type here" />
      <TextField label="Required" required defaultValue="Acme Ventures" />
      <TextField label="With description" description="Letters only, without spaces" />
      <TextField label="Invalid" defaultValue="ab" error="Too Short!" />
      <TextField label="Disabled" disabled defaultValue="Read only" />
      <TextField label="Prefix and suffix" prefix={<Search />} suffix="INR" />
    </StyledTwoColumns>
  ),
};

export const CatalogDark: Story = { ...Catalog, globals: { theme: "dark" } };
