import {
  AdapterError,
  type CurrentUser,
  knownRoles,
  PASSWORD_MESSAGES,
  passwordLinkSentMessage,
  type User,
} from "@pipeline/contract";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, UserForm } from "../../src";

const PRIYA: User = {
  pk: 2,
  id: 2,
  username: "priya.nair",
  first_name: "Priya",
  middle_name: null,
  last_name: "Nair",
  email: "priya.nair@pipeline.test",
  country: [],
  practice: [],
  company: [],
  is_active: true,
  roles: ["USER"],
};

const ADMIN: CurrentUser = {
  pk: 1,
  username: "admin",
  first_name: "Asha",
  last_name: "Raman",
  email: "admin@pipeline.test",
  role: [{ role_name: "SUPER_ADMIN", is_active: true }],
  permissions: [],
  joined_date: "2024-01-01T00:00:00.000Z",
  update_date: "2024-01-01T00:00:00.000Z",
  is_active: true,
  is_staff: true,
  active_role: "SUPER_ADMIN",
};

function renderForm(user: User, sendPasswordLink = vi.fn(async () => ({ message: "" }))) {
  const adapter = createTestAdapter({
    users: {
      get: async () => user,
      current: async () => ADMIN,
      roles: async () => knownRoles(),
      sendPasswordLink,
    },
    lookups: { options: async () => [] },
  });
  render(
    <PipelineProvider adapter={adapter} navigate={vi.fn()}>
      <UserForm id={user.pk} />
    </PipelineProvider>,
  );
  return sendPasswordLink;
}

describe("Send set-password link, on the user form", () => {
  it("e-mails the stored user a link, says so in a toast, and never submits the form", async () => {
    const send = vi.fn(async () => ({ message: passwordLinkSentMessage(PRIYA.email) }));
    renderForm(PRIYA, send);
    const button = await screen.findByRole("button", { name: "Send set-password link" });
    expect(button).toHaveAccessibleDescription(/priya\.nair@pipeline\.test/);
    await userEvent.click(button);
    expect(await screen.findByRole("status")).toHaveTextContent(passwordLinkSentMessage(PRIYA.email));
    expect(send).toHaveBeenCalledWith(2);
    expect(screen.queryByText("User updated successfully.")).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a toast", async () => {
    const send = vi.fn(async () => {
      throw new AdapterError(PASSWORD_MESSAGES.linkNotSent, { status: 503 });
    });
    renderForm(PRIYA, send);
    await userEvent.click(await screen.findByRole("button", { name: "Send set-password link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSWORD_MESSAGES.linkNotSent);
  });

  it("says why instead, for a user whose password the directory keeps", async () => {
    renderForm({ ...PRIYA, password_managed_by_directory: true });
    expect(await screen.findByText(PASSWORD_MESSAGES.userManagedByDirectory)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send set-password link" })).not.toBeInTheDocument();
  });

  it("says why instead for an inactive user", async () => {
    renderForm({ ...PRIYA, is_active: false });
    await waitFor(() => expect(screen.getByText(PASSWORD_MESSAGES.inactiveUser)).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Send set-password link" })).not.toBeInTheDocument();
  });
});
