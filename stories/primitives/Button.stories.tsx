import type { Meta, StoryObj } from "@storybook/react-vite";
import { Plus, Send, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import styled from "styled-components";
import { Button } from "@pipeline/ui/primitives";
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  StyledCatalogGrid,
  StyledCatalogHeading,
} from "../support/buttonCatalog";

const StyledPair = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNarrow = styled.div`
  max-width: ${({ theme }) => theme.size.sidebar};
`;

function ButtonCatalog() {
  return (
    <StyledCatalogGrid>
      <StyledCatalogHeading>variant / size</StyledCatalogHeading>
      {BUTTON_SIZES.map((size) => (
        <StyledCatalogHeading key={size}>{size}</StyledCatalogHeading>
      ))}
      <StyledCatalogHeading>icon</StyledCatalogHeading>
      <StyledCatalogHeading>disabled / loading</StyledCatalogHeading>
      {BUTTON_VARIANTS.map((variant) => [
        <StyledCatalogHeading key={`${variant}-name`}>{variant}</StyledCatalogHeading>,
        ...BUTTON_SIZES.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            Save
          </Button>
        )),
        <Button key={`${variant}-icon`} variant={variant} icon={<Plus />}>
          Add item
        </Button>,
        <StyledPair key={`${variant}-states`}>
          <Button variant={variant} disabled>
            Save
          </Button>
          <Button variant={variant} loading>
            Save
          </Button>
        </StyledPair>,
      ])}
    </StyledCatalogGrid>
  );
}

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Save company", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    size: { control: "inline-radio", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { variant: "primary" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save company" });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute("type", "button");
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "Cancel" } };

export const WithIcon: Story = { args: { variant: "primary", icon: <Send />, children: "Send e-mail" } };

export const Danger: Story = { args: { variant: "danger", icon: <Trash2 />, children: "Cancel meeting" } };

export const Disabled: Story = {
  args: { variant: "primary", disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Save company" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { variant: "primary", loading: true, children: "Saving" },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Saving" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { variant: "primary", fullWidth: true, children: "Sign in" },
  render: (args) => (
    <StyledNarrow>
      <Button {...args} />
    </StyledNarrow>
  ),
};

export const LongContent: Story = {
  args: {
    variant: "secondary",
    icon: <Plus />,
    children: "Add the company members from the last meeting with the investment committee",
  },
  render: (args) => (
    <StyledNarrow>
      <Button {...args} />
    </StyledNarrow>
  ),
};

export const Catalog: Story = { render: () => <ButtonCatalog /> };

export const CatalogDark: Story = { render: () => <ButtonCatalog />, globals: { theme: "dark" } };
