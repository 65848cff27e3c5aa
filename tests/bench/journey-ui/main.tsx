// Renders the real JourneyTimeline of @pipeline/ui with a company's 1,000 journey items, over a test
// adapter whose `journey.timeline` answers after 50 ms, and reports how long the timeline takes to
// paint once the data has arrived, and the longest tasks while it is scrolled from end to end.
//   ?view=collapsed|expanded  the timeline's view; collapsed: its stages as closed accordions;
//                             expanded: the alternating timeline, scrolling with the page (its
//                             `main`, as in the portal) as the company page shows it (virtualized:
//                             it holds more than 40 items).
//   &scroll=1                 then scrolls it end to end, STEP_PX an animation frame, under a
//                             PerformanceObserver for long tasks. Collapsed: every stage opened
//                             first, then the page and each stage's own list (virtualized past 40
//                             items, in a viewport of its own) scrolled in turn, as a mouse wheel would.
import "@pipeline/ui/font.css";
import type {
  EvaluationStatus,
  Id,
  JourneyItem,
  JourneyTimeline as Timeline,
  TaskType,
  UserShort,
} from "@pipeline/contract";
import { JourneyTimeline, journeyStageDomId, type JourneyTimelineView } from "@pipeline/ui";
import { createTestAdapter, PipelineProvider } from "@pipeline/ui/data";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { EMAIL_STATUSES, prose, SUBJECTS } from "../journeyText";
import { type Paint, paintOnceReady } from "../paint";

const DELAY_MS = 50;
const ITEMS = 1_000;
const STEP_PX = 120;
const COMPANY_ID = 1;
/** The weights of the typeface @pipeline/ui/font.css ships. */
const FONT_WEIGHTS = [400, 500, 600, 700];
/** Each stage's share of the items, earliest stage first, as tests/bench/journey.mjs seeds them. */
const STAGE_SHARES = [0.3, 0.25, 0.2, 0.15, 0.1];

// The journey as the server's seed file (apps/server/seed/journey.json) defines it.

const JOURNEY: { id: Id; label: string; tasks: [Id, string, TaskType][] }[] = [
  {
    id: 1,
    label: "Sourcing",
    tasks: [
      [1, "LinkedIn Connect", "LINKEDIN"],
      [2, "Initial Outreach", "EMAIL"],
      [3, "Follow-up Email", "EMAIL"],
      [4, "Introductory Call", "MEETING"],
    ],
  },
  {
    id: 2,
    label: "Screening",
    tasks: [
      [5, "Pitch Deck", "DOCUMENT"],
      [6, "Screening Call Notes", "CALL NOTES"],
      [7, "Company Summary", "SUMMARY"],
      [8, "Screening Review", "EVALUATION"],
    ],
  },
  {
    id: 3,
    label: "Evaluation",
    tasks: [
      [9, "Management Meeting", "MEETING"],
      [10, "Financial Statements", "DOCUMENT"],
      [11, "Evaluation Call Notes", "CALL NOTES"],
      [12, "Investment Committee Review", "EVALUATION"],
    ],
  },
  {
    id: 4,
    label: "Due Diligence",
    tasks: [
      [13, "Information Request", "EMAIL"],
      [14, "Financial Due Diligence", "DOCUMENT"],
      [15, "Legal Due Diligence", "DOCUMENT"],
      [16, "Site Visit", "MEETING"],
      [17, "Due Diligence Review", "EVALUATION"],
    ],
  },
  {
    id: 5,
    label: "Decision",
    tasks: [
      [18, "Investment Memo", "SUMMARY"],
      [19, "Final Approval", "EVALUATION"],
      [20, "Term Sheet", "DOCUMENT"],
      [21, "Decision Email", "EMAIL"],
    ],
  },
];

const USERS: UserShort[] = [
  { pk: 1, first_name: "Asha", last_name: "Raman" },
  { pk: 2, first_name: "Rahul", last_name: "Mehta" },
  { pk: 3, first_name: "Sofia", last_name: "Lindqvist" },
  { pk: 4, first_name: "Priya", last_name: "Natarajan" },
  { pk: 5, first_name: "Daniel", last_name: "Okafor" },
  { pk: 6, first_name: "Mei Ling", last_name: "Tan" },
  { pk: 7, first_name: "Oliver", last_name: "Hughes" },
  { pk: 8, first_name: "Farah", last_name: "Siddiqui" },
];
const MEMBERS = [
  ["Kavya", "Iyer"],
  ["Arjun", "Kapoor"],
  ["Nisha", "Verma"],
  ["Vikram", "Rao"],
  ["Leena", "Joseph"],
  ["Sameer", "Khan"],
].map(([first, last], index) => ({
  id: 100 + index,
  first_name: first as string,
  middle_name: null,
  last_name: last as string,
  email: `${first?.toLowerCase()}@saffronfintech.example.com`,
  mobile: `98765432${String(index + 1).padStart(2, "0")}`,
  linkedin_profile: `https://www.linkedin.com/in/${first?.toLowerCase()}-${last?.toLowerCase()}`,
  cmd: [1 + (index % 5)],
}));
const DECISIONS: EvaluationStatus[] = ["APPROVED", "REJECTED", "HOLD"];
const DAY_MS = 86_400_000;
const STARTED_AT = Date.UTC(2023, 0, 9, 4, 30);

const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;
const several = <T,>(list: readonly T[], from: number, count: number): T[] =>
  Array.from({ length: Math.min(count, list.length) }, (_, k) => pick(list, from + k));
const iso = (ms: number) => new Date(ms).toISOString();
const person = (user: UserShort) => ({ pk: user.pk, first_name: user.first_name, last_name: user.last_name });

/** Item `i` of the journey: stage and task, what its type holds, its comments, who made and changed it. */
function journeyItem(i: number, stage: (typeof JOURNEY)[number], k: number): JourneyItem {
  const [taskId, taskLabel, type] = pick(stage.tasks, k * 3 + Math.floor(k / stage.tasks.length));
  const created = STARTED_AT + i * DAY_MS + (i % 9) * 3_600_000;
  const modified = i % 3 === 0 ? created + 5 * 3_600_000 : created;
  const id = 1000 + i;
  const members = type === "LINKEDIN" || type === "MEETING" ? several(MEMBERS, i, 1 + (i % 3)) : [];
  const reviewers = type === "EVALUATION" ? several(USERS.slice(1), i, 2 + (i % 2)) : [];
  const status: EvaluationStatus = i % 4 === 0 ? "PENDING" : pick(DECISIONS, i);
  return {
    id,
    journey_item: {
      stage: { id: stage.id, label: stage.label },
      task: { id: taskId, label: taskLabel, type },
    },
    created: iso(created),
    modified: iso(modified),
    created_by: person(pick(USERS, i)),
    modified_by: modified === created ? null : person(pick(USERS, i + 1)),
    status:
      type === "EMAIL"
        ? pick(EMAIL_STATUSES, i)
        : type === "MEETING"
          ? pick(["COMPLETED", "COMPLETED", "CONFIRMED"], i)
          : null,
    comments:
      i % 5 < 3
        ? Array.from({ length: 1 + (i % 3) }, (_, c) => ({
            id: id * 10 + c,
            comment_text: prose(i + c * 3, 40 + ((i * 31 + c * 97) % 361)),
            created_by: person(pick(USERS, i + c + 2)),
            created: iso(created + (c + 1) * 7_200_000),
          }))
        : [],
    files: [],
    reviewers,
    moderators: type === "MEETING" ? several(USERS.slice(1), i + 3, 1 + (i % 2)) : [],
    attendees: type === "MEETING" ? members : [],
    company_members: type === "MEETING" ? [] : members,
    message: ["LINKEDIN", "SUMMARY", "CALL NOTES", "DOCUMENT"].includes(type)
      ? prose(i, 100 + ((i * 37) % 301))
      : null,
    subject: type === "EMAIL" ? pick(SUBJECTS, i) : null,
    body: type === "EMAIL" ? `<p>Dear ${pick(MEMBERS, i).first_name},</p><p>${prose(i, 900)}</p>` : null,
    receiver_emails: type === "EMAIL" ? several(MEMBERS, i, 1 + (i % 2)).map((member) => member.email) : [],
    cc: type === "EMAIL" && i % 4 === 0 ? ["deals@example.com"] : [],
    bcc: [],
    attachments: [],
    start_date: type === "LINKEDIN" || type === "MEETING" ? iso(created + 2 * DAY_MS) : null,
    meeting_attendee_link: null,
    meeting_moderator_link: null,
    evaluation:
      type === "EVALUATION"
        ? {
            id: id * 10,
            reviewer_ids: reviewers.map((user) => user.pk),
            answered_by: status === "PENDING" ? [] : reviewers.slice(0, 1 + (i % 2)).map((user) => user.pk),
            status,
            comment: status === "PENDING" ? null : prose(i + 2, 80 + (i % 220)),
            journey_item: id,
          }
        : null,
    meeting: null,
    summary_id: type === "SUMMARY" ? id : null,
    call_notes_id: type === "CALL NOTES" ? id : null,
  };
}

/** The company's 1,000 items over the five stages, as `GET company/{id}/journey` answers them. */
function buildTimeline(): Timeline {
  const counts = STAGE_SHARES.map((share) => Math.round(share * ITEMS));
  let i = 0;
  return JOURNEY.map((stage, index) => ({
    stage: { id: stage.id, label: stage.label, order: index + 1 },
    items: Array.from({ length: counts[index] ?? 0 }, (_, k) => journeyItem(i++, stage, k)),
  }));
}

// Measuring.

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const domNodes = () => document.getElementsByTagName("*").length;
const cardsInDom = () => document.querySelectorAll("[data-journey-item]").length;

type Scroll = {
  longestTaskMs: number;
  longTasks: number;
  longestFrameMs: number;
  frames: number;
  seconds: number;
  maxDomNodes: number;
  maxCards: number;
  itemsSeen: number;
};

/**
 * Runs `scroll(step)` under a long-task observer; `step()` is to be awaited once an animation
 * frame, and samples the frame's length, the DOM and the items shown.
 */
async function measureScroll(scroll: (step: () => Promise<void>) => Promise<void>): Promise<Scroll> {
  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: "longtask", buffered: true });
  const seen = new Set<string>();
  let frames = 0;
  let longestFrameMs = 0;
  let maxDomNodes = 0;
  let maxCards = 0;
  const started = performance.now();
  let last = await frame();
  await scroll(async () => {
    const now = await frame();
    longestFrameMs = Math.max(longestFrameMs, now - last);
    last = now;
    frames += 1;
    for (const card of document.querySelectorAll("[data-journey-item]")) {
      seen.add(card.getAttribute("data-journey-item") ?? "");
    }
    if (frames % 4 === 0) {
      maxDomNodes = Math.max(maxDomNodes, domNodes());
      maxCards = Math.max(maxCards, cardsInDom());
    }
  });
  const ended = performance.now();
  // Entries of the last frames arrive with the next tasks: give them one.
  await settle(100);
  observer.disconnect();
  const during = tasks.filter((task) => task.startTime >= started && task.startTime <= ended);
  return {
    longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    longTasks: during.length,
    longestFrameMs,
    frames,
    seconds: (ended - started) / 1000,
    maxDomNodes,
    maxCards,
    itemsSeen: seen.size,
  };
}

const MAX_FRAMES = 20_000;

/**
 * Scrolls `element` down STEP_PX a frame until it is at its end and `done()` holds for 10 frames
 * running (a virtualized list grows as it measures what it renders).
 */
async function scrollToEnd(element: Element, done: () => boolean, step: () => Promise<void>) {
  let still = 0;
  for (let frames = 0; still < 10; frames += 1) {
    if (frames > MAX_FRAMES) throw new Error(`not at the end after ${MAX_FRAMES} frames`);
    const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    still = atEnd && done() ? still + 1 : 0;
    element.scrollTop += STEP_PX;
    await step();
  }
}

/** The element that scrolls inside `container`: a virtualized stage's own viewport. */
function scrollerIn(container: Element): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>("div")].find((element) => {
    const { overflowY } = getComputedStyle(element);
    return (overflowY === "auto" || overflowY === "scroll") && element.scrollHeight > element.clientHeight;
  });
}

const lastShown = (items: readonly JourneyItem[]) => () => {
  const last = items.at(-1);
  return last !== undefined && document.querySelector(`[data-journey-item="${last.id}"]`) !== null;
};

type Result = {
  paint: Paint;
  domNodes: number;
  cards: number;
  open?: Paint & { domNodes: number; cards: number };
  scroll?: Scroll;
};

/**
 * The timeline in a page that scrolls in its `main`, as the portal's layout does, which the
 * expanded timeline scrolls with (`scrollParent`), as the company page passes it.
 */
function Page({ view }: { view: JourneyTimelineView }) {
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  return (
    <main ref={setScroller} style={{ height: "100vh", overflow: "auto" }}>
      <div style={{ maxWidth: 1100, margin: "0 auto", padding: 24 }}>
        <JourneyTimeline companyId={COMPANY_ID} view={view} scrollParent={scroller} />
      </div>
    </main>
  );
}

async function timelineBench(view: JourneyTimelineView, scroll: boolean): Promise<Result> {
  const timeline = buildTimeline();
  let dataAt = 0;
  const adapter = createTestAdapter({
    journey: {
      timeline: () =>
        new Promise<Timeline>((resolve) => {
          setTimeout(() => {
            dataAt = performance.now();
            resolve(timeline);
          }, DELAY_MS);
        }),
    },
  });
  const since = () => dataAt;
  // The portal has shown text in every weight (its shell, the company's header) before the journey
  // comes: the typeface is loaded first, so that its loading is not timed as the timeline's.
  await Promise.all(FONT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  const ready =
    view === "collapsed"
      ? () => timeline.every(({ stage }) => document.getElementById(journeyStageDomId(stage.id)) !== null)
      : () => document.querySelector('[role="list"][aria-label="Journey"] [data-journey-item]') !== null;
  const painted = paintOnceReady(`the ${view} timeline`, ready, since);
  const root = document.getElementById("root");
  if (!root) throw new Error("no root");
  createRoot(root).render(
    <PipelineProvider adapter={adapter}>
      <Page view={view} />
    </PipelineProvider>,
  );
  const paint = await painted;
  const result: Result = { paint, domNodes: domNodes(), cards: cardsInDom() };
  if (!scroll) return result;
  const page = document.querySelector("main");
  if (!page) throw new Error("no main");
  await settle(500);

  if (view === "expanded") {
    result.scroll = await measureScroll((step) =>
      scrollToEnd(page, lastShown(timeline.flatMap(({ items }) => items)), step),
    );
    return result;
  }

  // Every stage opened, as a person clicks each header in turn: the slowest one's click to paint.
  let open: Paint = { dataToDomMs: 0, dataToPaintMs: 0 };
  for (const header of document.querySelectorAll<HTMLButtonElement>("button[aria-expanded]")) {
    const panel = document.getElementById(header.getAttribute("aria-controls") ?? "");
    const clickedAt = performance.now();
    const opened = paintOnceReady(
      `the stage of ${header.textContent}`,
      () => panel?.querySelector("[data-journey-item]") != null,
      () => clickedAt,
    );
    header.click();
    const paint = await opened;
    if (paint.dataToPaintMs > open.dataToPaintMs) open = paint;
    await settle(100);
  }
  result.open = { ...open, domNodes: domNodes(), cards: cardsInDom() };
  await settle(500);

  result.scroll = await measureScroll(async (step) => {
    for (const [index, region] of [...document.querySelectorAll('[role="region"]')].entries()) {
      // The page, until the stage's list fills the view from the top (or the page ends)...
      while (
        region.getBoundingClientRect().top > 0 &&
        page.scrollTop + page.clientHeight < page.scrollHeight - 1
      ) {
        page.scrollTop += STEP_PX;
        await step();
      }
      // ...then the stage's own list, from its first item to its last.
      const list = scrollerIn(region);
      if (!list) throw new Error(`stage ${index + 1} has no list of its own to scroll`);
      await scrollToEnd(list, lastShown(timeline[index]?.items ?? []), step);
    }
    await scrollToEnd(page, () => true, step);
  });
  return result;
}

const target = window as unknown as { benchResult?: Result; benchError?: string };
const query = new URLSearchParams(location.search);
try {
  if (!PerformanceObserver.supportedEntryTypes.includes("longtask")) {
    throw new Error("this browser reports no long tasks");
  }
  target.benchResult = await timelineBench(
    query.get("view") === "expanded" ? "expanded" : "collapsed",
    query.get("scroll") === "1",
  );
} catch (error) {
  target.benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
}
