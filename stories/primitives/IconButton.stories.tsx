import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2, X } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { IconButton } from "@pipeline/ui/primitives";
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  StyledCatalogGrid,
  StyledCatalogHeading,
} from "../support/buttonCatalog";

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  args: { label: "Close", icon: <X />, onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: BUTTON_VARIANTS },
    size: { control: "inline-radio", options: BUTTON_SIZES },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Close" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { label: "Edit company", icon: <Pencil />, variant: "secondary", disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Edit company" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { label: "Delete document", icon: <Trash2 />, variant: "danger", loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Delete document" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

export const Catalog: Story = {
  render: () => (
    <StyledCatalogGrid>
      <StyledCatalogHeading>variant / size</StyledCatalogHeading>
      {BUTTON_SIZES.map((size) => (
        <StyledCatalogHeading key={size}>{size}</StyledCatalogHeading>
      ))}
      <StyledCatalogHeading>disabled</StyledCatalogHeading>
      <StyledCatalogHeading>loading</StyledCatalogHeading>
      {BUTTON_VARIANTS.map((variant) => [
        <StyledCatalogHeading key={`${variant}-name`}>{variant}</StyledCatalogHeading>,
        ...BUTTON_SIZES.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            variant={variant}
            size={size}
            label="Edit"
            icon={<Pencil />}
          />
        )),
        <IconButton key={`${variant}-disabled`} variant={variant} label="Edit" icon={<Pencil />} disabled />,
        <IconButton key={`${variant}-loading`} variant={variant} label="Edit" icon={<Pencil />} loading />,
      ])}
    </StyledCatalogGrid>
  ),
};
