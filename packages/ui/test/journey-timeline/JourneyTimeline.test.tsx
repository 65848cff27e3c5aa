import { composeStories } from "@storybook/react-vite";
import type { CompanyActivity, JourneyItem, JourneyTimeline as Timeline } from "@pipeline/contract";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { fn } from "storybook/test";
import * as stories from "../../../../stories/features/journey-timeline/JourneyTimeline.stories";
import {
  companyActivity,
  everyTypeTimeline,
  journeyItem,
  longTimeline,
  STAGES,
} from "../../../../stories/features/journey-timeline/journeyTimelineStorySupport";
import { PipelineProvider } from "../../src/data";
import {
  JourneyTimeline,
  journeyStageDomId,
  type JourneyTimelineAdapter,
  type JourneyTimelineHandle,
  type JourneyTimelineProps,
} from "../../src/features/journey-timeline";
import { lightColors } from "../../src/theme/tokens/color";

const { Collapsed, Expanded, ReadOnly, EmptyJourney, LoadError } = composeStories(stories);

/** The timeline of company 1 on an adapter holding only its slice. */
function renderTimeline(
  timeline: Timeline,
  props: Partial<JourneyTimelineProps> = {},
  activity: CompanyActivity = { comments: [], uploads: [] },
) {
  const adapter: JourneyTimelineAdapter = {
    journey: { timeline: vi.fn(async () => timeline), activity: vi.fn(async () => activity) },
  };
  const view = render(
    <PipelineProvider<JourneyTimelineAdapter> adapter={adapter}>
      <JourneyTimeline companyId={1} view="collapsed" {...props} />
    </PipelineProvider>,
  );
  return { ...view, adapter };
}

/** The stages' names in the order shown, read from the elements a rail jumps to. */
function stageOrder(): string[] {
  return Array.from(document.querySelectorAll('[id^="journey-stage-"]')).map(
    (stage) => stage.textContent ?? "",
  );
}

const header = (stage: string) => screen.findByRole("button", { name: new RegExp(`^${stage}`) });

describe("JourneyTimeline", () => {
  it("shows the stages in their order, whatever order the journey answers them in", async () => {
    render(<Collapsed />);
    await header("Sourcing");
    expect(stageOrder()).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    expect(document.getElementById(journeyStageDomId(STAGES.screening.id))).toHaveTextContent("Screening");
  });

  it("keeps the same order and stage ids in the expanded view", async () => {
    render(<Expanded />);
    await screen.findByRole("heading", { level: 2, name: "Sourcing" });
    expect(stageOrder()).toEqual(["Sourcing", "Screening", "Due Diligence"]);
    expect(document.getElementById(journeyStageDomId(STAGES.diligence.id))?.tagName).toBe("H2");
  });

  it("lists a stage's items in the order they were added", async () => {
    const [later, earlier] = [
      journeyItem({
        id: 2,
        stage: STAGES.sourcing,
        task: { id: 2, label: "Second Outreach", type: "LINKEDIN" },
        created: "2024-03-02T04:30:00.000Z",
      }),
      journeyItem({
        id: 1,
        stage: STAGES.sourcing,
        task: { id: 1, label: "First Outreach", type: "LINKEDIN" },
        created: "2024-03-01T04:30:00.000Z",
      }),
    ];
    renderTimeline([{ stage: STAGES.sourcing, items: [later, earlier] }], { view: "expanded" });
    await screen.findByRole("heading", { level: 2, name: "Sourcing" });
    expect(screen.getAllByRole("heading", { level: 3 }).map((title) => title.textContent)).toEqual([
      "First Outreach",
      "Second Outreach",
    ]);
  });

  it("writes every time in IST", async () => {
    render(<Expanded />);
    const linkedin = await screen.findByRole("article", { name: "LinkedIn Outreach" });
    // Added 04:30 UTC, dated 05:30 UTC: 10:00 am and 11:00 am in India.
    expect(within(linkedin).getByText("15 Jan 2024, 10:00 am")).toBeInTheDocument();
    expect(within(linkedin).getByText("16 Jan 2024, 11:00 am")).toBeInTheDocument();
    const review = screen.getByRole("article", { name: "Investment Committee Review" });
    const comments = within(review).getByRole("list", { name: "Comments on Investment Committee Review" });
    expect(within(comments).getByText("Vikram Iyer")).toBeInTheDocument();
    expect(within(comments).getByText("12 Feb 2024, 2:45 pm")).toBeInTheDocument();
  });

  it("shows APPROVED in green, REJECTED in red and any other status in orange, each named", async () => {
    render(<Expanded />);
    await screen.findByRole("article", { name: "Investment Committee Review" });
    // Every pill of a status (the item's and its reviewers' answers) is in the status's colour.
    const colourOf = (label: string) => {
      const colours = new Set(screen.getAllByText(label).map((pill) => getComputedStyle(pill).color));
      expect(colours.size).toBe(1);
      return [...colours][0];
    };
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(", ")})`;
    expect(colourOf("Approved")).toBe(rgb(lightColors.success));
    expect(colourOf("Rejected")).toBe(rgb(lightColors.danger));
    expect(colourOf("Hold")).toBe(rgb(lightColors.warning));
    expect(colourOf("Pending")).toBe(rgb(lightColors.warning));
    expect(colourOf("Confirmed")).toBe(rgb(lightColors.warning));
  });

  it("opens and closes a stage from the keyboard, and moves between stages with the arrows", async () => {
    const user = userEvent.setup();
    render(<Collapsed />);
    const sourcing = await header("Sourcing");
    expect(sourcing).toHaveAttribute("aria-expanded", "false");
    sourcing.focus();
    await user.keyboard("{Enter}");
    expect(sourcing).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: /^Sourcing/ })).toHaveTextContent("LinkedIn Outreach");
    await user.keyboard("{ArrowDown}");
    const screening = screen.getByRole("button", { name: /^Screening/ });
    expect(screening).toHaveFocus();
    await user.keyboard(" ");
    expect(screening).toHaveAttribute("aria-expanded", "true");
    // Several stages stay open at once.
    expect(sourcing).toHaveAttribute("aria-expanded", "true");
    sourcing.focus();
    await user.keyboard("{Enter}");
    expect(sourcing).toHaveAttribute("aria-expanded", "false");
  });

  it("shows what each task type holds and calls back to open a summary or call notes", async () => {
    const user = userEvent.setup();
    const onOpenItem = fn<(item: JourneyItem) => void>();
    renderTimeline(everyTypeTimeline(), { view: "expanded", onOpenItem });
    const evaluation = await screen.findByRole("article", { name: "Technical Review" });
    const reviewers = within(evaluation).getByRole("list", { name: "Reviewers of Technical Review" });
    expect(
      within(reviewers)
        .getAllByRole("listitem")
        .map((entry) => entry.textContent),
    ).toEqual(["Vikram IyerWaiting for an answer", "Meera NairWaiting for an answer"]);
    const linkedin = screen.getByRole("article", { name: "LinkedIn Outreach" });
    expect(within(linkedin).getByText(/^Hi Rohan/)).toBeInTheDocument();
    expect(within(linkedin).getByText("Rohan Kapoor, Priya Shah")).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("article", { name: "Call Notes" })).getByRole("button", {
        name: "Open call notes",
      }),
    );
    expect(onOpenItem).toHaveBeenCalledWith(expect.objectContaining({ id: 8, call_notes_id: 31 }));
    expect(
      within(screen.getByRole("article", { name: "Pitch Deck" })).getByText("kavach-pitch-deck.pdf"),
    ).toBeInTheDocument();
  });

  it("puts the page's actions under each item, and none for a user without rights", async () => {
    render(<Expanded />);
    const pending = await screen.findByRole("article", { name: "Technical Review" });
    expect(within(pending).getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(within(pending).getByRole("button", { name: "Comment" })).toBeInTheDocument();
    const [decided] = screen.getAllByRole("article", { name: "Partner Review" });
    expect(within(decided as HTMLElement).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    cleanupAndRender(<ReadOnly />);
    await screen.findByRole("article", { name: "Technical Review" });
    expect(screen.queryByRole("button", { name: "Comment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("takes the page's own body for a task type", async () => {
    renderTimeline(everyTypeTimeline(), {
      view: "expanded",
      itemBodies: { MEETING: ({ item }) => <p>Meeting body for item {item.id}</p> },
    });
    expect(await screen.findByText("Meeting body for item 9")).toBeInTheDocument();
  });

  it("shows the company's standalone comments and uploads, with who and when, after its journey", async () => {
    const { adapter } = renderTimeline([], {}, companyActivity());
    const section = await screen.findByRole("region", { name: "Comments and uploads" }, { timeout: 5000 });
    expect(section).toHaveTextContent("Meera Naircommented21 Feb 2024, 1:30 pm");
    expect(section).toHaveTextContent("Vikram Iyeruploaded 2 files to Round 222 Feb 2024, 11:00 am");
    expect(within(section).getByText("board-pack-q4.pdf")).toBeInTheDocument();
    expect(within(section).getByText("cap-table.xlsx")).toBeInTheDocument();
    expect(screen.queryByText("No journey items yet")).not.toBeInTheDocument();
    expect(adapter.journey.activity).toHaveBeenCalledWith(1, expect.anything());
  });

  it("says when the company has no journey yet, and when the journey cannot be read", async () => {
    render(<EmptyJourney />);
    expect(await screen.findByText("No journey items yet")).toBeInTheDocument();
    cleanupAndRender(<LoadError />);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(within(alert).getByText("Could not load the journey")).toBeInTheDocument();
  });

  it("reads nothing while not enabled (no can_view_journey)", async () => {
    const { adapter } = renderTimeline(everyTypeTimeline(), { enabled: false });
    await act(async () => undefined);
    expect(adapter.journey.timeline).not.toHaveBeenCalled();
    expect(screen.queryByText("Loading the journey")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("opens the stage a rail asks for in the collapsed view", async () => {
    const ref = createRef<JourneyTimelineHandle>();
    renderTimeline(everyTypeTimeline(), { ref });
    const diligence = await header("Due Diligence");
    Element.prototype.scrollIntoView = vi.fn();
    act(() => ref.current?.scrollToStage(STAGES.diligence.id));
    await waitFor(() => expect(diligence).toHaveAttribute("aria-expanded", "true"));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it("renders only part of a long journey", async () => {
    renderTimeline(longTimeline(600), { view: "expanded" });
    expect(await screen.findByRole("heading", { level: 2, name: "Sourcing" })).toBeInTheDocument();
    const rendered = document.querySelectorAll("[data-journey-item]").length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
  });
});

function cleanupAndRender(element: ReactElement) {
  cleanup();
  return render(element);
}
