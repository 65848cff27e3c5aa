import { AdapterError, type DataAdapter, type UsageInfo } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AdminStoryFrame,
  storyAdapter,
  tableRows,
  withPort,
} from "../../../../stories/features/admin/adminStorySupport";
import { useBulkOutreachBlocked } from "../../src/features/bulk-outreach";
import { CompaniesTable } from "../../src/features/companies-table";

// The companies toolbar as the companies screen wires it: the provider's usage may block Bulk
// Initial Outreach, whose tooltip then says why.

function CompaniesWithUsage() {
  const blocked = useBulkOutreachBlocked();
  return <CompaniesTable onBulkOutreach={fn()} bulkOutreachBlocked={blocked} />;
}

function renderWithUsage(usage: () => Promise<UsageInfo>): DataAdapter {
  const adapter = withPort(storyAdapter(), "campaigns", { usage: fn(usage) });
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <CompaniesWithUsage />
    </AdminStoryFrame>,
  );
  return adapter;
}

async function selectFirstRow(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await tableRows(document.body);
  await user.click(screen.getAllByRole("checkbox", { name: /^Select (?!all)/ })[0] as HTMLElement);
  return screen.getByRole("button", { name: "Bulk Initial Outreach" });
}

async function tooltipOf(button: HTMLElement): Promise<HTMLElement> {
  (button.parentElement as HTMLElement).focus();
  return screen.findByRole("tooltip");
}

beforeEach(() => {
  localStorage.clear();
});

describe("Bulk Initial Outreach and the provider's limits", { timeout: 20_000 }, () => {
  it("is disabled with 'SendGrid limit exceeded' once more than 10000 contacts are held", async () => {
    const user = userEvent.setup();
    renderWithUsage(async () => ({ contacts_count: 10_001, resumex_sent: 0, growthx_sent: 0 }));
    const button = await selectFirstRow(user);
    await waitFor(() => expect(button).toBeDisabled());
    expect(await tooltipOf(button)).toHaveTextContent("SendGrid limit exceeded");
  });

  it("is disabled once both accounts sent more than 30000 this month together", async () => {
    const user = userEvent.setup();
    renderWithUsage(async () => ({ contacts_count: 10, resumex_sent: 20_000, growthx_sent: 10_001 }));
    const button = await selectFirstRow(user);
    await waitFor(() => expect(button).toBeDisabled());
    expect(await tooltipOf(button)).toHaveTextContent("SendGrid limit exceeded");
  });

  it("keeps the spec's words while nothing is selected, and is usable at the limits", async () => {
    const user = userEvent.setup();
    const adapter = renderWithUsage(async () => ({
      contacts_count: 10_000,
      resumex_sent: 15_000,
      growthx_sent: 15_000,
    }));
    await tableRows(document.body);
    const button = screen.getByRole("button", { name: "Bulk Initial Outreach" });
    expect(await tooltipOf(button)).toHaveTextContent("Not more than 1 companies are selected");
    await waitFor(() => expect(adapter.campaigns.usage).toHaveBeenCalled());
    // The button is drawn afresh once it has no tooltip.
    await selectFirstRow(user);
    await waitFor(() => expect(screen.getByRole("button", { name: "Bulk Initial Outreach" })).toBeEnabled());
  });

  it("says so when the usage cannot be read, and leaves the server to refuse a campaign", async () => {
    const user = userEvent.setup();
    renderWithUsage(async () => {
      throw new AdapterError("Usage could not be read from the provider.", { status: 502 });
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(
      await within(region).findByText("Usage could not be read from the provider.", {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const button = await selectFirstRow(user);
    expect(button).toBeEnabled();
  });
});
