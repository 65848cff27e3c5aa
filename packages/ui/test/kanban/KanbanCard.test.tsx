import type { CompanyListRow } from "@pipeline/contract";
import { cleanup, render, screen } from "@testing-library/react";
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
  stage_entered: null,
  stage_sla_days: null,
  created_by: null,
  created: "2026-03-01T10:00:00.000Z",
  modified: "2026-03-02T10:00:00.000Z",
};

/** The clock the cards count by: noon on 31 March 2026. */
const NOW = new Date("2026-03-31T12:00:00.000Z");

function renderCard(status: string | null, stage: Partial<CompanyListRow> = {}) {
  render(
    <PipelineProvider adapter={createTestAdapter({})}>
      <KanbanCard company={{ ...COMPANY, status, ...stage }} view="stage" href="/companies/7" now={NOW} />
    </PipelineProvider>,
  );
}

const inStage = () => screen.getByText("In stage").nextElementSibling;

describe("KanbanCard", () => {
  it("shows how far the company's initial outreach got", () => {
    renderCard("clicked");
    expect(screen.getByText("Outreach").nextElementSibling?.textContent).toBe("Clicked");
  });

  it("says nothing of outreach before any went out", () => {
    renderCard(null);
    expect(screen.queryByText("Outreach")).toBeNull();
  });

  it("counts whole days in the stage, from the day it was entered", () => {
    renderCard(null, { stage_entered: "2026-03-19T13:00:00.000Z", stage_sla_days: 30 });
    expect(inStage()?.textContent).toBe("11 days");
    cleanup();
    renderCard(null, { stage_entered: "2026-03-30T11:00:00.000Z" });
    expect(inStage()?.textContent).toBe("1 day");
    cleanup();
    renderCard(null, { stage_entered: "2026-03-31T01:00:00.000Z" });
    expect(inStage()?.textContent).toBe("Today");
  });

  it("marks a card past its stage's SLA with words, not colour alone", () => {
    renderCard(null, { stage_entered: "2026-03-19T13:00:00.000Z", stage_sla_days: 10 });
    expect(inStage()?.textContent).toBe("11 daysOver SLA (10 days)");
    expect(screen.getByText("Over SLA").querySelector("svg")).not.toBeNull();
    cleanup();
    // On its SLA's last day it is not past it yet.
    renderCard(null, { stage_entered: "2026-03-20T13:00:00.000Z", stage_sla_days: 10 });
    expect(inStage()?.textContent).toBe("10 days");
  });

  it("says nothing of a stage before the company is in one", () => {
    renderCard(null);
    expect(screen.queryByText("In stage")).toBeNull();
  });
});
