import { composeStories } from "@storybook/react-vite";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PASSWORD_MESSAGES } from "@pipeline/contract";
import { MEMORY_USERS } from "@pipeline/adapter-memory";
import { describe, expect, it } from "vitest";
import * as layoutStories from "../../../../stories/features/shell/AppLayout.stories";
import * as dialogStories from "../../../../stories/features/shell/ChangePasswordDialog.stories";

const { SuperAdmin } = composeStories(layoutStories);
const { Empty, DirectoryAccount } = composeStories(dialogStories);

const NEW_PASSWORD = "Quiet#Harbour-2031";

describe("Change password", { timeout: 20_000 }, () => {
  it("opens from the profile menu with the keyboard, and Escape gives focus back to the menu's button", async () => {
    const user = userEvent.setup();
    render(<SuperAdmin />);
    const trigger = screen.getByRole("button", { name: "Profile menu for Dev Kapoor" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const item = await screen.findByRole("menuitem", { name: "Change password" });
    await waitFor(() => expect(item).toHaveFocus());
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(within(dialog).getByLabelText(/^Current password/)).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("goes field to field with Tab, never submits on Enter, and shows the server's refusal on its field", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    const current = await within(dialog).findByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveFocus());
    await user.keyboard("Not#TheOne-2031");
    await user.tab();
    // The eye button of the field comes between the fields.
    expect(within(dialog).getByRole("button", { name: "Show current password" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText(/^New password/)).toHaveFocus();
    await user.keyboard(NEW_PASSWORD);
    await user.tab();
    await user.tab();
    expect(within(dialog).getByLabelText(/^Confirm new password/)).toHaveFocus();
    await user.keyboard(`${NEW_PASSWORD}{Enter}`);
    expect(within(dialog).queryByText(PASSWORD_MESSAGES.wrongCurrent)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await within(dialog).findByText(PASSWORD_MESSAGES.wrongCurrent)).toBeInTheDocument();
    // The toast region is inert behind the modal dialog, so it is looked up among hidden elements too.
    expect(await screen.findByRole("alert", { hidden: true })).toHaveTextContent(
      PASSWORD_MESSAGES.wrongCurrent,
    );

    await user.clear(current);
    await user.type(current, MEMORY_USERS.admin.password);
    await user.click(within(dialog).getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(PASSWORD_MESSAGES.changed);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("tells an account whose password the directory keeps, instead of showing the form", async () => {
    render(<DirectoryAccount />);
    const dialog = await screen.findByRole("dialog", { name: "Change password" });
    expect(await within(dialog).findByText(PASSWORD_MESSAGES.managedByDirectory)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
