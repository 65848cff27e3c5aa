import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import styled from "styled-components";
import { Drawer } from "@pipeline/ui/primitives";
import { StyledDialogButton } from "../support/buttons";
import { waitForAnimations } from "../support/waitForAnimations";
import { findDialog } from "../support/findDialog";

const StyledForm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  input {
    min-height: ${({ theme }) => theme.size.controlMd};
    padding: 0 ${({ theme }) => theme.space.md};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const companyFields = ["Company name", "Website", "City", "State"] as const;

function CompanyForm({ fields }: { fields: readonly string[] }) {
  return (
    <StyledForm>
      {fields.map((field) => (
        <StyledField key={field}>
          {field}
          <input name={field} defaultValue={field === "Company name" ? "Acme Industrial" : ""} />
        </StyledField>
      ))}
    </StyledForm>
  );
}

const meta = {
  title: "Primitives/Drawer",
  component: Drawer,
  args: {
    title: "Update Company",
    children: <CompanyForm fields={companyFields} />,
    footer: (
      <>
        <StyledDialogButton type="button">Cancel</StyledDialogButton>
        <StyledDialogButton type="button" $primary>
          Update
        </StyledDialogButton>
      </>
    ),
    trigger: <StyledDialogButton type="button">Update company</StyledDialogButton>,
  },
  afterEach: waitForAnimations,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only its trigger shows. */
export const Default: Story = {};

/** Open from the right edge; focus starts on the first field. */
export const Open: Story = {
  args: { defaultOpen: true, description: "Changes are saved to the company's journey." },
  play: async () => {
    const body = within(document.body);
    await findDialog({ name: "Update Company" });
    await waitFor(() => expect(body.getByRole("textbox", { name: "Company name" })).toHaveFocus());
  },
};

/** Escape closes the drawer and focus returns to its trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Update company" });
    await userEvent.click(trigger);
    const body = within(document.body);
    await findDialog({ name: "Update Company" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With unsaved input at stake, neither Escape nor a press beside the drawer closes it. */
export const NoDismiss: Story = {
  args: { defaultOpen: true, closeOnEscape: false, closeOnOutsideClick: false },
  play: async () => {
    const body = within(document.body);
    const drawer = await findDialog({ name: "Update Company" });
    await userEvent.keyboard("{Escape}");
    await userEvent.click(drawer.parentElement as HTMLElement);
    await waitFor(() => expect(body.getByRole("dialog", { name: "Update Company" })).toBeVisible());
  },
};

/** Many fields: the body scrolls between the fixed header and footer, and Tab stays inside. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: "Update Company: Acme Industrial Holdings Private Limited, Bengaluru Regional Office",
    children: (
      <CompanyForm
        fields={Array.from(
          { length: 14 },
          (_, index) => companyFields[index % companyFields.length] + ` ${index + 1}`,
        )}
      />
    ),
  },
  play: async () => {
    const body = within(document.body);
    const drawer = await findDialog();
    await waitFor(() => expect(body.getByRole("textbox", { name: "Company name 1" })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab();
    await expect(body.getByRole("textbox", { name: "Company name 1" })).toHaveFocus();
  },
};

/** A narrow drawer from the left edge, as the app's navigation opens on a small screen. */
export const LeftNarrow: Story = {
  args: {
    defaultOpen: true,
    side: "left",
    size: "sm",
    title: "Navigation",
    children: <CompanyForm fields={["Search"]} />,
    footer: undefined,
  },
  play: async () => {
    const body = within(document.body);
    await findDialog({ name: "Navigation" });
    await waitFor(() => expect(body.getByRole("textbox", { name: "Search" })).toHaveFocus());
  },
};
