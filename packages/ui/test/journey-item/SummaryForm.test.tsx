import type { DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fn } from "storybook/test";
import { describe, expect, it } from "vitest";
import { AdminStoryFrame, withPort } from "../../../../stories/features/admin/adminStorySupport";
import {
  journeyItemAdapter,
  SAVED_CALL_NOTES,
  STORY_TODAY,
  TARGET,
  TIMELINE,
} from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { useTimeline } from "../../src/data/hooks/journey";
import { CallNotesForm, SummaryForm } from "../../src/features/journey-item";

/** Reads the company's journey as the page does, so a test sees whether a save refreshes it. */
function JourneyReader() {
  const journey = useTimeline(TARGET.company_id);
  return <p>{journey.data ? "Journey loaded" : "Journey loading"}</p>;
}

function renderSummary(adapter: DataAdapter, id: number | null) {
  render(
    <AdminStoryFrame adapter={adapter} navigate={fn()}>
      <JourneyReader />
      <SummaryForm id={id} target={TARGET} today={STORY_TODAY} />
    </AdminStoryFrame>,
  );
}

// The summary form is long: jsdom takes seconds to render and type into it.
describe("SummaryForm", { timeout: 60_000 }, () => {
  it("sends edited saved entries EDITED, deleted ones DELETED, new ones bare, and drops new ones deleted", async () => {
    const user = userEvent.setup();
    const adapter = journeyItemAdapter();
    renderSummary(adapter, 41);
    const form = within(await screen.findByRole("form", { name: "Update Summary" }));
    const first = form.getByRole("textbox", { name: /^Priority 1/ });
    await user.clear(first);
    await user.click(first);
    await user.paste("Close the seed round by June");
    await user.click(form.getByRole("button", { name: "Delete priority 2" }));
    await user.click(form.getByRole("button", { name: "Add Priority" }));
    await user.click(form.getByRole("textbox", { name: /^Priority 2/ }));
    await user.paste("Open a UK office");
    await user.click(form.getByRole("button", { name: "Add Priority" }));
    await user.click(form.getByRole("button", { name: "Delete priority 3" }));
    await user.click(form.getByRole("button", { name: "Delete additional field 2" }));
    expect(form.queryByRole("textbox", { name: /^Field 2 Name/ })).not.toBeInTheDocument();
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adapter.summaries.update).toHaveBeenCalledOnce());
    expect(adapter.summaries.update).toHaveBeenCalledWith(
      41,
      expect.objectContaining({
        ...TARGET,
        priority: [
          { id: 1, prio: "Close the seed round by June", status: "EDITED" },
          { id: 2, prio: "Hire a sales lead", status: "DELETED" },
          { prio: "Open a UK office" },
        ],
        additional_fields: [
          { id: 7, field_name: "Patents", field_value: "Two granted" },
          { id: 8, field_name: "Export share", field_value: "About a third", status: "DELETED" },
        ],
      }),
    );
    expect(adapter.summaries.create).not.toHaveBeenCalled();
    expect(await screen.findByText("Summary updated successfully.")).toBeInTheDocument();
  });

  it("creates a summary without an id, and refreshes the company's journey once saved", async () => {
    const user = userEvent.setup();
    const timeline = fn(async () => TIMELINE);
    const adapter = withPort(journeyItemAdapter(), "journey", { timeline });
    renderSummary(adapter, null);
    await screen.findByText("Journey loaded");
    expect(timeline).toHaveBeenCalledTimes(1);
    const form = within(await screen.findByRole("form", { name: "Add Summary" }));
    await user.type(form.getByRole("textbox", { name: "Country" }), "India");
    await user.click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adapter.summaries.create).toHaveBeenCalledOnce());
    expect(adapter.summaries.create).toHaveBeenCalledWith(
      expect.objectContaining({ ...TARGET, country: "India", priority: [], additional_fields: [] }),
    );
    await waitFor(() => expect(timeline).toHaveBeenCalledTimes(2));
  });

  it("shows the summary's messages: Too Long!, Too Short!, This is required, Name and Value required", async () => {
    const user = userEvent.setup();
    const adapter = journeyItemAdapter();
    renderSummary(adapter, null);
    const form = within(await screen.findByRole("form", { name: "Add Summary" }));
    expect(form.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Figure",
      "2022",
      "2023",
      "2024",
    ]);
    await user.type(form.getByRole("textbox", { name: "Net Profit 2024 (GBP)" }), "12345678901");
    await user.click(form.getByRole("button", { name: "Add Priority" }));
    await user.type(form.getByRole("textbox", { name: /^Priority 1/ }), "x");
    await user.click(form.getByRole("button", { name: "Add Priority" }));
    await user.click(form.getByRole("button", { name: "Add Field" }));
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Too Long!")).toBeInTheDocument();
    expect(form.getByText("Too Short!")).toBeInTheDocument();
    expect(form.getByText("This is required")).toBeInTheDocument();
    expect(form.getByText("Name is required")).toBeInTheDocument();
    expect(form.getByText("Value is required")).toBeInTheDocument();
    expect(adapter.summaries.create).not.toHaveBeenCalled();
  });
});

describe("CallNotesForm", { timeout: 30_000 }, () => {
  it("loads saved notes and updates them; a figure over 100 characters is Too Long!", async () => {
    const user = userEvent.setup();
    const adapter = journeyItemAdapter();
    const target = { ...TARGET, task_id: 5 };
    render(
      <AdminStoryFrame adapter={adapter} navigate={fn()}>
        <CallNotesForm id={52} target={target} />
      </AdminStoryFrame>,
    );
    const form = within(await screen.findByRole("form", { name: "Update Call Notes" }));
    const ebitda = form.getByRole("textbox", { name: "EBITDA" });
    expect(ebitda).toHaveValue("12%");
    await user.click(ebitda);
    await user.paste("9".repeat(100));
    await user.click(form.getByRole("button", { name: "Save" }));
    expect(await form.findByText("Too Long!")).toBeInTheDocument();
    await user.clear(ebitda);
    await user.type(ebitda, "14%");
    await user.click(form.getByRole("checkbox", { name: "Funding projection done" }));
    await user.click(form.getByRole("button", { name: "Save" }));
    const { id: _saved, ...notes } = SAVED_CALL_NOTES;
    await waitFor(() =>
      expect(adapter.callNotes.update).toHaveBeenCalledWith(52, {
        ...notes,
        ...target,
        ebidta: "14%",
        funding_projection_done: false,
      }),
    );
    expect(adapter.callNotes.create).not.toHaveBeenCalled();
  });
});
