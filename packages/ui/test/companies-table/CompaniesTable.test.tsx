import { composeStories } from "@storybook/react-vite";
import {
  COMPANY_LIST_TEXTS,
  emailStatusText,
  openedStatusText,
  type CompanyListFilter,
  type ListParams,
} from "@pipeline/contract";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storyAdapter, withPort } from "../../../../stories/features/admin/adminStorySupport";
import * as stories from "../../../../stories/features/companies-table/CompaniesTable.stories";
import { renderWithViewport } from "../support/renderWithViewport";

const { Loaded } = composeStories(stories);

beforeEach(() => {
  localStorage.clear();
});

describe("e-mail status display", () => {
  it("shows the sent family as Sent, none as Not Sent, any other status as it is", () => {
    expect(["sent", "delivered", "opened", "clicked"].map(emailStatusText)).toEqual([
      "Sent",
      "Sent",
      "Sent",
      "Sent",
    ]);
    expect([null, undefined, ""].map(emailStatusText)).toEqual(["Not Sent", "Not Sent", "Not Sent"]);
    expect(["bounced", "failed", "spamreport"].map(emailStatusText)).toEqual([
      "bounced",
      "failed",
      "spamreport",
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

// The whole table with its fifteen toolbar controls takes jsdom a few seconds to render.
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
});
