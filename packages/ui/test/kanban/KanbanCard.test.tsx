import type { CompanyListRow } from "@pipeline/contract";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createTestAdapter, PipelineProvider } from "../../src";
import { KanbanCard } from "../../src/features/kanban/components/KanbanCard";

const COMPANY: CompanyListRow = {
  id: 7,
  company_name: "Tidewater Analytics",
  website: "https://tidewater.example.com",
  country: { id: 1, label: "India" },
  confidence_level: null,
  industry: null,
  company_type: [],
  currency: null,
  revenue: null,
  fte: 40,
  foundation_year: null,
  last_update: null,
  last_stage_task: null,
  status: null,
  follow_up_email: false,
  has_scheduled_meeting: false,
  created_by: null,
  created: "2026-03-01T10:00:00.000Z",
  modified: "2026-03-02T10:00:00.000Z",
};

function renderCard(status: string | null) {
  render(
    <PipelineProvider adapter={createTestAdapter({})}>
      <KanbanCard company={{ ...COMPANY, status }} view="stage" href="/companies/7" />
    </PipelineProvider>,
  );
}

describe("KanbanCard", () => {
  it("shows how far the company's initial outreach got", () => {
    renderCard("clicked");
    expect(screen.getByText("Outreach").nextElementSibling?.textContent).toBe("Clicked");
  });

  it("says nothing of outreach before any went out", () => {
    renderCard(null);
    expect(screen.queryByText("Outreach")).toBeNull();
  });
});
