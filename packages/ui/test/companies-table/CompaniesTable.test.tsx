import { composeStories } from "@storybook/react-vite";
import {
  COMPANY_LIST_TEXTS,
  emailStatusText,
  openedStatusText,
  type CompanyListFilter,
  type ListParams,
} from "@pipeline/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storyAdapter, withPort } from "../../../../stories/features/admin/adminStorySupport";
import * as stories from "../../../../stories/features/companies-table/CompaniesTable.stories";
import { renderWithViewport } from "../support/renderWithViewport";

const { Loaded } = composeStories(stories);

beforeEach(() => {
  localStorage.clear();
});

describe("e-mail status display", () => {
  it("shows the sent family as Sent, none as Not Sent, any other status as it is, capitalized", () => {
    expect(["sent", "delivered", "opened", "clicked"].map(emailStatusText)).toEqual([
      "Sent",
      "Sent",
      "Sent",
      "Sent",
    ]);
    expect([null, undefined, ""].map(emailStatusText)).toEqual(["Not Sent", "Not Sent", "Not Sent"]);
    expect(["bounced", "failed", "spamreport"].map(emailStatusText)).toEqual([
      "Bounced",
      "Failed",
      "Spamreport",
    ]);
  });

  it("shows Opened for opened or clicked, Not Opened for sent or delivered, nothing otherwise", () => {
    expect(["opened", "clicked", "sent", "delivered", "bounced", null].map(openedStatusText)).toEqual([
      COMPANY_LIST_TEXTS.opened,
      COMPANY_LIST_TEXTS.opened,
      COMPANY_LIST_TEXTS.notOpened,
      COMPANY_LIST_TEXTS.notOpened,
      null,
      null,
    ]);
  });
});

/** The seeded adapter with its list call recorded. */
function recordedList() {
  const adapter = storyAdapter();
  const list = vi.fn((params: ListParams<CompanyListFilter>) => adapter.companies.list(params));
  return { adapter: withPort(adapter, "companies", { list }), list };
}

const lastParams = (list: ReturnType<typeof recordedList>["list"]) => list.mock.lastCall?.[0];

// The whole table with its filters takes jsdom a few seconds to render.
describe("CompaniesTable", { timeout: 20_000 }, () => {
  it("asks for the first page with the link's prefilters", async () => {
    const adapter = storyAdapter();
    const list = vi.fn((params: ListParams<CompanyListFilter>) => adapter.companies.list(params));
    renderWithViewport(
      <Loaded
        adapter={withPort(adapter, "companies", { list })}
        search="?country=1&created_by=PORTAL,1&start_date=2024-01-01&date_filter_type=modified"
      />,
    );
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(list.mock.calls[0]?.[0]).toEqual({
      page: 1,
      pageSize: 10,
      filters: { country: ["1"], created_by: ["PORTAL", "1"] },
      dateRange: { start: "2024-01-01", type: "modified" },
    });
    expect(await screen.findByRole("link", { name: "Meridian Textiles" })).toHaveAttribute(
      "href",
      "/companies/9",
    );
  });

  it("keeps Bulk Initial Outreach disabled while nothing is selected", async () => {
    renderWithViewport(<Loaded />);
    await screen.findByRole("link", { name: "Kavach Robotics" });
    expect(screen.getByRole("button", { name: "Bulk Initial Outreach" })).toBeDisabled();
  });

  it("shows the link's prefilters as removable chips and counts them on the Filters button", async () => {
    renderWithViewport(<Loaded search="?country=1&created_by=PORTAL,1&stage=2" />);
    const chips = await screen.findByRole("group", { name: "Active filters" });
    for (const chip of ["Country: India", "Created By: PORTAL, Asha Raman", "Stage: Screening"]) {
      expect(await within(chips).findByText(chip)).toBeInTheDocument();
    }
    expect(within(chips).getByRole("button", { name: "Remove Country: India" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters (3)" })).toBeInTheDocument();
    // The other filters wait behind the button: none of them stands in the toolbar.
    expect(screen.queryByRole("combobox", { name: "Country" })).not.toBeInTheDocument();
  });

  it("filters from the Filters drawer, shows each pick as a chip, and lists again without a removed one", async () => {
    const user = userEvent.setup();
    const { adapter, list } = recordedList();
    renderWithViewport(<Loaded adapter={adapter} search="?country=1" />);
    await screen.findByRole("link", { name: "Kavach Robotics" });
    expect(lastParams(list)?.filters).toEqual({ country: ["1"] });

    await user.click(screen.getByRole("button", { name: "Filters (1)" }));
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(drawer).getByRole("combobox", { name: "Industry" }));
    await user.click(await screen.findByRole("option", { name: "Fintech" }));
    await user.keyboard("{Escape}");
    await user.click(within(drawer).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const chips = screen.getByRole("group", { name: "Active filters" });
    expect(within(chips).getByText("Country: India")).toBeInTheDocument();
    expect(within(chips).getByText("Industry: Fintech")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastParams(list)?.filters).toEqual({ country: ["1"], industry: [expect.any(String)] }),
    );
    const industry = lastParams(list)?.filters?.industry;
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Kavach Robotics" })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole("link", { name: "Saffron Ledger" })).toBeInTheDocument();

    await user.click(within(chips).getByRole("button", { name: "Remove Country: India" }));
    await waitFor(() => expect(lastParams(list)).toEqual({ page: 1, pageSize: 10, filters: { industry } }));
    expect(await screen.findByRole("link", { name: "Orbit Payments" })).toBeInTheDocument();
    expect(within(chips).queryByText("Country: India")).not.toBeInTheDocument();
    // Focus moves to the next chip's button rather than to the page's start.
    expect(within(chips).getByRole("button", { name: "Remove Industry: Fintech" })).toHaveFocus();

    await user.keyboard("{Enter}");
    await waitFor(() => expect(lastParams(list)).toEqual({ page: 1, pageSize: 10 }));
    expect(screen.queryByRole("group", { name: "Active filters" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Kavach Robotics" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters" })).toHaveFocus();
  });

  it("clears every filter at once, and opens the drawer from the keyboard and gives focus back on Escape", async () => {
    const user = userEvent.setup();
    const { adapter, list } = recordedList();
    renderWithViewport(<Loaded adapter={adapter} search="?country=1&stage=2" />);
    const chips = await screen.findByRole("group", { name: "Active filters" });
    await user.click(within(chips).getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(lastParams(list)?.filters).toBeUndefined());
    const button = screen.getByRole("button", { name: "Filters" });
    expect(button).toHaveFocus();

    await user.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Filters" });
    await waitFor(() => expect(within(drawer).getByRole("combobox", { name: "Country" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
