// The Add Item dialog's and the forms' adapter slices, checked both ways: the names picked must
// be exactly the slice type (a method fewer or more fails the typecheck), and the widgets,
// rendered on exactly their slice, do what a user does with them without a call failing.
import type { DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  journeyItemAdapter,
  STORY_TODAY,
  TARGET,
} from "../../../../stories/features/journey-item/journeyItemStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";
import {
  AddJourneyItem,
  type AddJourneyItemAdapter,
  CallNotesForm,
  type CallNotesFormAdapter,
  PipelineProvider,
  SummaryForm,
  type SummaryFormAdapter,
} from "../../src";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The adapter's methods by these names, which must name exactly the slice `W`. */
function exactly<W>(adapter: DataAdapter) {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(adapter, names) as W;
}

const SUMMARY_NAMES = { summaries: ["get", "create", "update"] } as const;
const CALL_NOTES_NAMES = { callNotes: ["get", "create", "update"] } as const;

describe("the journey item widgets' slices", { timeout: 30_000 }, () => {
  it("the Add Item dialog adds an evaluation on its slice alone", async () => {
    const user = userEvent.setup();
    const adapter = journeyItemAdapter();
    const slice = exactly<AddJourneyItemAdapter>(adapter)({
      journey: ["definitions", "timeline"],
      users: ["short"],
      companies: ["get"],
      emailTemplates: ["get"],
      evaluations: ["create"],
      linkedin: ["create"],
      meetings: ["schedule"],
      documents: ["attach"],
      emails: ["send"],
      senders: ["list"],
      ...SUMMARY_NAMES,
      ...CALL_NOTES_NAMES,
    });
    render(
      <PipelineProvider<AddJourneyItemAdapter> adapter={slice}>
        <AddJourneyItem companyId={1} open onClose={() => undefined} today={STORY_TODAY} />
      </PipelineProvider>,
    );
    const view = within(await screen.findByRole("dialog", { name: "Add Item" }));
    await user.click(await view.findByRole("combobox", { name: "Stage" }));
    await user.click(await screen.findByRole("option", { name: "Evaluation" }));
    await user.click(view.getByRole("combobox", { name: "Task" }));
    await user.click(await screen.findByRole("option", { name: "Investment Committee Review" }));
    await user.click(view.getByRole("combobox", { name: "Reviewers" }));
    await user.click(await screen.findByRole("option", { name: "Priya Nair" }));
    await user.keyboard("{Escape}");
    await user.click(view.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adapter.evaluations.create).toHaveBeenCalledOnce());
  });

  it("the summary and call-notes forms load and save on their slices alone", async () => {
    const user = userEvent.setup();
    const adapter = journeyItemAdapter();
    const summarySlice = exactly<SummaryFormAdapter>(adapter)(SUMMARY_NAMES);
    const callNotesSlice = exactly<CallNotesFormAdapter>(adapter)(CALL_NOTES_NAMES);
    render(
      <>
        <PipelineProvider<SummaryFormAdapter> adapter={summarySlice}>
          <SummaryForm id={41} target={TARGET} today={STORY_TODAY} />
        </PipelineProvider>
        <PipelineProvider<CallNotesFormAdapter> adapter={callNotesSlice}>
          <CallNotesForm id={52} target={{ ...TARGET, task_id: 5 }} />
        </PipelineProvider>
      </>,
    );
    const summary = within(await screen.findByRole("form", { name: "Update Summary" }));
    await user.click(summary.getByRole("button", { name: "Save" }));
    const notes = within(await screen.findByRole("form", { name: "Update Call Notes" }));
    await user.click(notes.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(adapter.summaries.update).toHaveBeenCalledOnce());
    await waitFor(() => expect(adapter.callNotes.update).toHaveBeenCalledOnce());
  });
});
