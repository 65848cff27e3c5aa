import { AdapterError, type Id, type SenderDetails } from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createTestAdapter, PipelineProvider, SenderList } from "../../src";
import { renderWithViewport } from "../support/renderWithViewport";

function sender(id: Id, email: string, is_verified: boolean): SenderDetails {
  return {
    id,
    email,
    sender_name: email.split("@")[0] ?? email,
    address: "21 Residency Road",
    city: "Bengaluru",
    country: "India",
    is_active: true,
    is_verified,
    sender_id: null,
    created_by: { first_name: "Asha", last_name: "Raman" },
    created: "2024-01-10T05:00:00.000Z",
  };
}

/** A senders port over a small store: the check verifies the sender when `verifies` says so. */
function renderList({ verifies = true, resendFails = false } = {}) {
  const store = [sender(1, "deals@pipeline.test", true), sender(2, "ventures@pipeline.test", false)];
  const list = vi.fn(async () => ({ rows: store.map((row) => ({ ...row })), count: store.length }));
  const checkVerification = vi.fn(async (id: Id) => {
    const found = store.find((row) => row.id === id);
    if (found && verifies) found.is_verified = true;
    return { verified: verifies };
  });
  const resendVerification = vi.fn(async () => {
    if (resendFails) throw new AdapterError("Sender not found.", { status: 404 });
    return { message: "Verification request has been sent" };
  });
  const adapter = createTestAdapter({ senders: { list, checkVerification, resendVerification } });
  renderWithViewport(
    <PipelineProvider adapter={adapter} navigate={vi.fn()}>
      <SenderList />
    </PipelineProvider>,
  );
  return { list, checkVerification, resendVerification };
}

async function row(email: string): Promise<HTMLElement> {
  const link = await screen.findByRole("link", { name: email });
  const found = link.closest<HTMLElement>("[data-row-id]");
  if (!found) throw new Error(`No row for ${email}`);
  return found;
}

describe("SenderList", { timeout: 20_000 }, () => {
  it("shows each sender's verification state; only an unverified one offers the actions", async () => {
    renderList();
    const deals = within(await row("deals@pipeline.test"));
    expect(deals.getByText("Verified")).toBeInTheDocument();
    expect(deals.queryByRole("button", { name: /^Check status/ })).not.toBeInTheDocument();
    const ventures = within(await row("ventures@pipeline.test"));
    expect(ventures.getByText("Not verified")).toBeInTheDocument();
    expect(ventures.getByText("Asha Raman")).toBeInTheDocument();
    expect(ventures.getByText("10 Jan 2024, 10:30 am IST")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ventures@pipeline.test" })).toHaveAttribute(
      "href",
      "/sender-details/edit/2",
    );
  });

  it("Check status asks the adapter, toasts the answer and the row shows Verified", async () => {
    const { checkVerification } = renderList();
    const ventures = within(await row("ventures@pipeline.test"));
    await userEvent.click(ventures.getByRole("button", { name: "Check status of ventures@pipeline.test" }));
    expect(checkVerification).toHaveBeenCalledWith(2);
    expect(await screen.findByText("ventures@pipeline.test is verified.")).toBeInTheDocument();
    await waitFor(() => expect(ventures.getByText("Verified")).toBeInTheDocument());
  });

  it("Check status before the link is opened says not yet and leaves the row unverified", async () => {
    renderList({ verifies: false });
    const ventures = within(await row("ventures@pipeline.test"));
    await userEvent.click(ventures.getByRole("button", { name: "Check status of ventures@pipeline.test" }));
    expect(
      await screen.findByText(
        "ventures@pipeline.test is not verified yet: the link in its verification e-mail has not been opened.",
      ),
    ).toBeInTheDocument();
    expect(ventures.getByText("Not verified")).toBeInTheDocument();
  });

  it("Resend verification asks the adapter and toasts the server's message", async () => {
    const { resendVerification } = renderList();
    const ventures = within(await row("ventures@pipeline.test"));
    await userEvent.click(
      ventures.getByRole("button", { name: "Resend verification to ventures@pipeline.test" }),
    );
    expect(resendVerification).toHaveBeenCalledWith(2);
    expect(await screen.findByText("Verification request has been sent")).toBeInTheDocument();
  });

  it("a refused resend shows the error toast", async () => {
    renderList({ resendFails: true });
    const ventures = within(await row("ventures@pipeline.test"));
    await userEvent.click(
      ventures.getByRole("button", { name: "Resend verification to ventures@pipeline.test" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Sender not found.");
  });
});
