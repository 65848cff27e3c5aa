// The investment committee in the UI: which stages Add Item offers past a gate, the timeline
// opened at an item (in the document and inside a shadow root), and My Reviews and the decision
// record page on exactly their adapter slices.
import type { DataAdapter } from "@pipeline/contract";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DECISION_RECORD,
  decisionAdapter,
} from "../../../../stories/features/decision-record/decisionRecordStorySupport";
import {
  GATED_DEFINITIONS,
  gatedTimeline,
} from "../../../../stories/features/journey-item/journeyItemStorySupport";
import {
  ASHA,
  DECIDED_EVALUATION,
  gateAdapter,
  gateTimeline,
  userActingAs,
} from "../../../../stories/features/journey-timeline/committeeStorySupport";
import { everyTypeTimeline } from "../../../../stories/features/journey-timeline/journeyTimelineStorySupport";
import {
  REVIEWS,
  reviewsAdapter,
  STORY_NOW,
} from "../../../../stories/features/my-reviews/myReviewsStorySupport";
import { pickSlice, type PickedSlice, type SliceNames } from "../../../../stories/support/pickSlice";
import {
  DecisionRecordPage,
  type DecisionRecordPageAdapter,
  decisionPdfName,
  JourneyTimeline,
  type JourneyTimelineAdapter,
  type JourneyTimelineHandle,
  MyReviews,
  type MyReviewsAdapter,
  PipelineProvider,
  ReopenDecision,
  type ReopenDecisionAdapter,
  reviewPath,
  useMyReviewCount,
} from "../../src";
import { useReviewEvaluation } from "../../src/data/hooks/journeyActions";
import { heldBackBy, offeredStages } from "../../src/features/journey-item/utils/offeredTasks";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The adapter's methods by these names, which must name exactly the slice `W`. */
function exactly<W>(adapter: DataAdapter) {
  return <const N extends SliceNames>(
    names: N & (Same<PickedSlice<N>, W> extends true ? unknown : "these names are not exactly the slice"),
  ): W => pickSlice(adapter, names) as W;
}

const stageLabels = (statuses: Parameters<typeof gatedTimeline>[0]) =>
  offeredStages(GATED_DEFINITIONS, gatedTimeline(statuses)).map(({ stage }) => stage.label);

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom lays nothing out and has no scrollIntoView: a test that records the calls adds it.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The elements brought into view, in order. */
function recordScrolls(): Element[] {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  return scrolled;
}

describe("the stages Add Item offers past a gate", () => {
  it("holds back every stage after a committee with no evaluation, or one pending or rejected", () => {
    for (const statuses of [[], ["PENDING"], ["REJECTED"], ["APPROVED", "PENDING"]] as const) {
      expect(stageLabels(statuses)).toEqual(["Sourcing", "Screening", "Evaluation"]);
      expect(heldBackBy(GATED_DEFINITIONS, gatedTimeline(statuses))).toEqual({ id: 3, label: "Evaluation" });
    }
  });

  it("offers them once the company's latest evaluation of the gate is approved", () => {
    expect(stageLabels(["REJECTED", "APPROVED"])).toEqual([
      "Sourcing",
      "Screening",
      "Evaluation",
      "Decision",
    ]);
    expect(heldBackBy(GATED_DEFINITIONS, gatedTimeline(["APPROVED"]))).toBeNull();
  });
});

describe("the timeline opened at an item", { timeout: 20_000 }, () => {
  const journeyAdapter = (): JourneyTimelineAdapter => ({
    journey: {
      timeline: vi.fn(async () => everyTypeTimeline()),
      activity: vi.fn(async () => ({ comments: [], uploads: [] })),
    },
  });

  it("opens the item's stage, brings its card into view and marks it", async () => {
    const scrolled = recordScrolls();
    render(
      <PipelineProvider<JourneyTimelineAdapter> adapter={journeyAdapter()}>
        <JourneyTimeline companyId={1} view="collapsed" focusItemId={6} />
      </PipelineProvider>,
    );
    const header = await screen.findByRole("button", { name: /^Screening/ });
    await waitFor(() => expect(header).toHaveAttribute("aria-expanded", "true"));
    const card = document.querySelector('[data-journey-item="6"]');
    expect(card).toHaveAttribute("aria-current", "true");
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    await waitFor(() => expect(scrolled).toContain(card));
    // Another stage stays folded.
    expect(screen.getByRole("button", { name: /^Sourcing/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("finds its stages and items inside a shadow root", async () => {
    const scrolled = recordScrolls();
    const host = document.createElement("div");
    document.body.append(host);
    const container = document.createElement("div");
    host.attachShadow({ mode: "open" }).append(container);
    const ref = createRef<JourneyTimelineHandle>();
    render(
      <PipelineProvider<JourneyTimelineAdapter> adapter={journeyAdapter()}>
        <JourneyTimeline ref={ref} companyId={1} view="expanded" />
      </PipelineProvider>,
      { container },
    );
    await waitFor(() => expect(container.querySelector('[data-journey-item="9"]')).not.toBeNull());
    ref.current?.scrollToStage(3);
    ref.current?.scrollToItem(9);
    expect(scrolled).toEqual([
      container.querySelector('[id="journey-stage-3"]'),
      container.querySelector('[data-journey-item="9"]'),
    ]);
    expect(scrolled.every((element) => element !== null)).toBe(true);
    host.remove();
  });
});

describe("My Reviews", { timeout: 20_000 }, () => {
  it("lists the reviews waiting on exactly its slice, each opening its company at the item", async () => {
    const adapter = reviewsAdapter();
    const slice = exactly<MyReviewsAdapter>(adapter)({ evaluations: ["mine"] });
    render(
      <PipelineProvider<MyReviewsAdapter> adapter={slice}>
        <MyReviews now={STORY_NOW} />
      </PipelineProvider>,
    );
    const link = await screen.findByRole("link", { name: "Orbit Payments" });
    expect(link).toHaveAttribute("href", "/companies/2?item=42");
    expect(screen.getByText("2 days ago")).toBeInTheDocument();
    expect(adapter.evaluations.mine).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1, pageSize: 10 }),
      expect.anything(),
    );
  });

  it("says so when nothing waits", async () => {
    render(
      <PipelineProvider<MyReviewsAdapter> adapter={reviewsAdapter([])}>
        <MyReviews now={STORY_NOW} />
      </PipelineProvider>,
    );
    expect(await screen.findByText("Nothing waits for your review.")).toBeInTheDocument();
  });

  it("opens a review at its item under the companies path given", () => {
    const [first] = REVIEWS;
    if (!first) throw new Error("No review");
    expect(reviewPath(first, "/deals")).toBe("/deals/1?item=41");
  });
});

describe("the decision record page", { timeout: 20_000 }, () => {
  it("shows the record and downloads its PDF on exactly its slice", async () => {
    const user = userEvent.setup();
    const adapter = decisionAdapter();
    const slice = exactly<DecisionRecordPageAdapter>(adapter)({ decisions: ["get", "pdf"] });
    const created: string[] = [];
    const clicked: string[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => {
      created.push("blob");
      return "blob:record";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(
      <PipelineProvider<DecisionRecordPageAdapter> adapter={slice}>
        <DecisionRecordPage decisionId={DECISION_RECORD.id} />
      </PipelineProvider>,
    );
    const decision = within(await screen.findByRole("region", { name: "Decision" }));
    expect(decision.getByText("Meera Nair")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Copy the SHA-256 of kavach-pitch-deck.pdf" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(clicked).toEqual(["Decision record - Kavach Robotics - Evaluation.pdf"]));
    expect(adapter.decisions.pdf).toHaveBeenCalledWith(DECISION_RECORD.id);
    expect(created).toHaveLength(1);
  });

  it("names the PDF without the characters a file name cannot hold", () => {
    const record = {
      company: { ...DECISION_RECORD.company, company_name: 'Acme: "R/D" Labs' },
      stage: { id: 3, label: "Evaluation" },
    };
    expect(decisionPdfName(record)).toBe("Decision record - Acme R D Labs - Evaluation.pdf");
  });
});

describe("the count of reviews waiting", { timeout: 20_000 }, () => {
  function Count() {
    const { count } = useMyReviewCount();
    const review = useReviewEvaluation();
    return (
      <>
        <output aria-label="Waiting">{count ?? "…"}</output>
        <button
          type="button"
          onClick={() =>
            review.mutate({
              id: 70,
              input: { company_id: 1, journey_item_id: 40, comment: "Agreed.", status: "APPROVED" },
            })
          }
        >
          Approve
        </button>
      </>
    );
  }

  it("is read again once the user answers an evaluation", async () => {
    const user = userEvent.setup();
    let waiting = 3;
    const adapter = {
      evaluations: {
        mine: vi.fn(async () => ({ rows: REVIEWS.slice(0, 1), count: waiting })),
        review: vi.fn(async () => {
          waiting -= 1;
          return { message: "Evaluation submitted successfully.", data: DECIDED_EVALUATION };
        }),
      },
    };
    render(
      <PipelineProvider<typeof adapter> adapter={adapter}>
        <Count />
      </PipelineProvider>,
    );
    const output = screen.getByRole("status", { name: "Waiting" });
    await waitFor(() => expect(output).toHaveTextContent("3"));
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(output).toHaveTextContent("2"));
    expect(adapter.evaluations.mine).toHaveBeenCalledTimes(2);
  });
});

describe("Reopen decision", { timeout: 20_000 }, () => {
  it("reopens a decided gate with the reason, on exactly its slice", async () => {
    const user = userEvent.setup();
    const reopen = vi.fn(async () => ({
      message: "Evaluation reopened successfully.",
      data: DECIDED_EVALUATION,
    }));
    const base = gateAdapter(DECIDED_EVALUATION, userActingAs(ASHA, "SUPER_ADMIN"));
    const adapter = { ...base, evaluations: { ...base.evaluations, reopen } };
    const slice = exactly<ReopenDecisionAdapter>(adapter)({ users: ["current"], evaluations: ["reopen"] });
    const item = gateTimeline(DECIDED_EVALUATION)[0]?.items[0];
    if (!item) throw new Error("No gate item");
    render(
      <PipelineProvider<ReopenDecisionAdapter> adapter={slice}>
        <ReopenDecision item={item} />
      </PipelineProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Reopen decision" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reopen decision" }));
    await user.type(dialog.getByRole("textbox", { name: /^Reason/ }), "Audited accounts arrived.");
    await user.click(dialog.getByRole("button", { name: "Reopen" }));
    await waitFor(() => expect(reopen).toHaveBeenCalledWith(70, { reason: "Audited accounts arrived." }));
  });

  it("is not offered on an undecided evaluation, even to a SUPER_ADMIN", async () => {
    const base = gateAdapter(DECIDED_EVALUATION, userActingAs(ASHA, "SUPER_ADMIN"));
    const item = gateTimeline({ ...DECIDED_EVALUATION, status: "PENDING", decided: null })[0]?.items[0];
    if (!item) throw new Error("No gate item");
    const current = vi.fn(base.users.current);
    render(
      <PipelineProvider<ReopenDecisionAdapter>
        adapter={{ users: { current }, evaluations: { reopen: vi.fn() } }}
      >
        <ReopenDecision item={item} />
      </PipelineProvider>,
    );
    await waitFor(() => expect(current).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button", { name: "Reopen decision" })).toBeNull();
  });
});
