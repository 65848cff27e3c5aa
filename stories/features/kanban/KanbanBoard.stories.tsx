import type { Meta, StoryObj } from "@storybook/react-vite";
import { defaultMemorySeed } from "@pipeline/adapter-memory";
import { type DataAdapter, DASHBOARD_LIMITS, DASHBOARD_TEXTS } from "@pipeline/contract";
import { KanbanBoard } from "@pipeline/ui";
import { expect, fireEvent, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  AFTER_DEBOUNCE,
  failsWithServerError,
  hangs,
  storyAdapter,
  withPort,
} from "../admin/adminStorySupport";
import {
  BOARD_READY,
  cardsIn,
  choose,
  column,
  crowdedCellAdapter,
  expectColumn,
  KanbanStory,
  longColumnAdapter,
  notStartedAdapter,
  optionsOf,
} from "./kanbanStorySupport";

const meta = {
  title: "Features/KanbanBoard",
  component: KanbanStory,
  tags: ["autodocs"],
  parameters: { layout: "padded", docs: { widget: KanbanBoard } },
  args: { adapter: storyAdapter(), navigate: fn() },
  afterEach: waitForAnimations,
} satisfies Meta<typeof KanbanStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Not started" (no journey item yet), then a column per stage with its count; cards show the
 * dates, the level, FTE, the last update and the country.
 */
export const StageView: Story = {
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, "Not started", ["Quokka Commerce"]);
    await expectColumn(canvasElement, "Sourcing", [
      "Orbit Payments",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
    await expectColumn(canvasElement, "Screening", [
      "Brightpath Diagnostics",
      "Kavach Robotics",
      "Meridian Textiles",
    ]);
    const card = within(await column(canvasElement, "Screening")).getByRole("article", {
      name: "Kavach Robotics",
    });
    const facts = within(card);
    await expect(facts.getByText("15 Jan 2024")).toBeVisible();
    await expect(facts.getByText("High")).toBeVisible();
    await expect(facts.getByText("42")).toBeVisible();
    await expect(facts.getByText("2 Apr 2024")).toBeVisible();
    await expect(facts.getByText("India")).toBeVisible();
    await expect(within(canvasElement).getByRole("columnheader", { name: "Stage" })).toBeVisible();
    await expect(within(canvasElement).getByRole("rowheader", { name: "Not started" })).toBeVisible();
  },
};

/** "Not started", then a column per task of the journey, named "Stage - Task". */
export const StageTaskView: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, "View", "Stage + Task View");
    await expectColumn(canvasElement, "Not started", ["Quokka Commerce"]);
    await expectColumn(canvasElement, "Sourcing - LinkedIn Connect", ["Orbit Payments"]);
    await expectColumn(canvasElement, "Sourcing - Initial Outreach", [
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
  },
};

/**
 * "No level" while some company has none, then a column per confidence level some company holds;
 * cards name the stage and task instead.
 */
export const ConfidenceLevelView: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, "View", "Confidence Level");
    await expectColumn(canvasElement, "No level", ["Orbit Payments"]);
    await expectColumn(canvasElement, "Very High", [
      "Cedar & Stone Advisory",
      "Saffron Ledger",
      "Tidewater Analytics",
    ]);
    const card = within(await column(canvasElement, "Very High")).getByRole("article", {
      name: "Tidewater Analytics",
    });
    await expect(within(card).getByText("Evaluation - Pitch Deck")).toBeVisible();
  },
};

/** While the dashboard loads, skeleton columns stand in for it. */
export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { dashboard: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading the dashboard")).toBeInTheDocument();
  },
};

/** When the story began rendering, so the skeleton's time on screen can be measured. */
let renderStartedAt = 0;

/** Even when the data is there at once, the skeleton stays half a second, then the cards show. */
export const SkeletonMinimum: Story = {
  beforeEach: () => {
    renderStartedAt = performance.now();
  },
  play: async ({ canvasElement }) => {
    const sourcing = await column(canvasElement, "Sourcing");
    await expect(within(sourcing).getByText("Loading Sourcing")).toBeInTheDocument();
    await waitFor(
      () => expect(within(sourcing).queryByText("Loading Sourcing")).not.toBeInTheDocument(),
      BOARD_READY,
    );
    await expect(performance.now() - renderStartedAt).toBeGreaterThanOrEqual(DASHBOARD_LIMITS.skeletonMinMs);
    await expectColumn(canvasElement, "Sourcing", [
      "Orbit Payments",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
  },
};

/** The dashboard cannot be read: the reason, and a way to try again. */
export const DashboardError: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { dashboard: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, BOARD_READY);
    await expect(within(alert).getByText("Could not load the dashboard")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
    await expect(within(alert).getByRole("button", { name: /Retry/ })).toBeVisible();
  },
};

/** Columns without companies say so; with none at all the summary has nothing to show. */
export const EmptyColumns: Story = {
  args: { adapter: storyAdapter({ seed: { companies: [] } }) },
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, "Sourcing", []);
    const sourcing = await column(canvasElement, "Sourcing");
    await expect(within(sourcing).getByText("No companies in this stage")).toBeVisible();
    await expect(within(canvasElement).getByText("No companies to summarise")).toBeVisible();
  },
};

/** The Screening column's companies cannot be read: it shows as empty, the others as usual. */
export const FailingColumn: Story = {
  args: (() => {
    const adapter = storyAdapter();
    return {
      adapter: withPort(adapter, "companies", {
        list: (params, options) =>
          params.filters?.stage?.includes("2")
            ? failsWithServerError()
            : adapter.companies.list(params, options),
      }),
    };
  })(),
  play: async ({ canvasElement }) => {
    await expectColumn(canvasElement, "Screening", []);
    await expect(
      within(await column(canvasElement, "Screening")).getByText(DASHBOARD_TEXTS.emptyColumn),
    ).toBeVisible();
    await expectColumn(canvasElement, "Sourcing", [
      "Orbit Payments",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
  },
};

/** A search by part of a company name, a second after typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await cardsIn(canvasElement, "Screening");
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "Search" }), "kav");
    await waitFor(
      async () => expect(await cardsIn(canvasElement, "Screening")).toEqual(["Kavach Robotics"]),
      AFTER_DEBOUNCE,
    );
    await expectColumn(canvasElement, "Sourcing", []);
  },
};

/** Countries with how many companies each holds; picking one narrows the board to it. */
export const CountrySelect: Story = {
  play: async ({ canvasElement }) => {
    await cardsIn(canvasElement, "Sourcing");
    await expect(await optionsOf(canvasElement, "Country")).toEqual([
      "All Countries",
      "Australia (1)",
      "Germany (1)",
      "India (3)",
      "Singapore (2)",
      "United Arab Emirates (1)",
      "United Kingdom (2)",
      "USA (2)",
    ]);
    await choose(canvasElement, "Country", "India (3)");
    await expectColumn(canvasElement, "Screening", ["Kavach Robotics", "Meridian Textiles"]);
    await expectColumn(canvasElement, "Sourcing", []);
  },
};

/** The users who created companies; picking one shows only their companies. */
export const UserSelect: Story = {
  play: async ({ canvasElement }) => {
    await cardsIn(canvasElement, "Sourcing");
    await expect(await optionsOf(canvasElement, "User")).toEqual([
      "All Users",
      "Asha Raman",
      "Priya Nair",
      "Rahul Mehta",
      "Sara Khan",
    ]);
    await choose(canvasElement, "User", "Priya Nair");
    await expectColumn(canvasElement, "Sourcing", ["Orbit Payments", "Lumen Health Labs"]);
    await expectColumn(canvasElement, "Screening", []);
  },
};

/** Another view starts over with all countries and all users. */
export const ViewChangeResetsFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsIn(canvasElement, "Sourcing");
    await choose(canvasElement, "Country", "India (3)");
    await choose(canvasElement, "User", "Asha Raman");
    await expectColumn(canvasElement, "Screening", ["Kavach Robotics"]);
    await choose(canvasElement, "View", "Confidence Level");
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveTextContent(
      DASHBOARD_TEXTS.allCountries,
    );
    await expect(canvas.getByRole("combobox", { name: "User" })).toHaveTextContent(DASHBOARD_TEXTS.allUsers);
    await expectColumn(canvasElement, "Very High", [
      "Cedar & Stone Advisory",
      "Saffron Ledger",
      "Tidewater Analytics",
    ]);
  },
};

/** Companies created from a day on, then modified between two days. */
export const DateRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsIn(canvasElement, "Sourcing");
    fireEvent.change(canvas.getByLabelText("From"), { target: { value: "2024-03-01" } });
    await expectColumn(canvasElement, "Sourcing", ["Orbit Payments"]);
    await expectColumn(canvasElement, "Screening", ["Brightpath Diagnostics", "Meridian Textiles"]);
    await choose(canvasElement, "Date of", "Modified");
    fireEvent.change(canvas.getByLabelText("To"), { target: { value: "2024-04-05" } });
    await expectColumn(canvasElement, "Screening", ["Kavach Robotics", "Meridian Textiles"]);
  },
};

/** A card opens its company in a new tab, by pointer or by keyboard. */
export const CardOpensCompany: Story = {
  play: async ({ args, canvasElement }) => {
    await cardsIn(canvasElement, "Screening");
    const screening = within(await column(canvasElement, "Screening"));
    await userEvent.click(screening.getByRole("link", { name: "Kavach Robotics" }));
    await expect(args.navigate).toHaveBeenCalledWith(
      "/companies/1",
      expect.objectContaining({ newTab: true }),
    );
    screening.getByRole("link", { name: "Meridian Textiles" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.navigate).toHaveBeenLastCalledWith(
      "/companies/9",
      expect.objectContaining({ newTab: true }),
    );
  },
};

/** A summary cell lists three companies and links the rest to the companies list, filtered to the cell. */
export const MoreCompanies: Story = {
  args: { adapter: crowdedCellAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("link", { name: "+3 more companies" }, BOARD_READY);
    const cell = within(more.closest("td") as HTMLElement);
    await expect(cell.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Aurora Biotech",
      "Banyan Mobility",
      "Coral Fintech",
      "+3 more companies",
    ]);
    await expect(more).toHaveAttribute("href", "/companies?stage=1&country=3");
    await userEvent.click(more);
    await expect(args.navigate).toHaveBeenCalledWith(
      "/companies?stage=1&country=3",
      expect.objectContaining({ newTab: true }),
    );
  },
};

/**
 * Companies just added, with no journey item yet, are on the board in "Not started"; the summary
 * counts them in a row of their own, those without a country in a column of their own, and links
 * the rest of a cell to the companies list filtered to exactly them.
 */
export const NotStarted: Story = {
  args: { adapter: notStartedAdapter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectColumn(canvasElement, "Not started", [
      "Nomad Ventures",
      "Bilby Health",
      "Kelpie Logistics",
      "Wattle Robotics",
      "Quokka Commerce",
    ]);
    const row = within(canvas.getByRole("rowheader", { name: "Not started" }).closest("tr") as HTMLElement);
    await expect(canvas.getByRole("columnheader", { name: DASHBOARD_TEXTS.noCountry })).toBeVisible();
    await expect(row.getByRole("link", { name: "Nomad Ventures" })).toBeVisible();
    const more = row.getByRole("link", { name: "+1 more company" });
    await expect(more).toHaveAttribute("href", "/companies?stage=none&country=7");
    await userEvent.click(more);
    await expect(args.navigate).toHaveBeenCalledWith(
      "/companies?stage=none&country=7",
      expect.objectContaining({ newTab: true }),
    );
  },
};

/** A last update longer than 30 characters is cut; its tooltip reads it whole. */
export const LongLastUpdate: Story = {
  play: async ({ canvasElement }) => {
    await cardsIn(canvasElement, "Screening");
    const card = within(await column(canvasElement, "Screening")).getByRole("article", {
      name: "Kavach Robotics",
    });
    const update = within(card).getByText("Intro call done; founders shar…");
    update.focus();
    const tooltip = await within(document.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Intro call done; founders sharing the data room next week.");
  },
};

/** A long column renders its first cards at once and the rest as it is scrolled down. */
export const LongColumn: Story = {
  args: { adapter: longColumnAdapter() },
  play: async ({ canvasElement }) => {
    const first = await cardsIn(canvasElement, "Sourcing");
    await expect(first.length).toBeGreaterThan(2);
    await expect(first.length).toBeLessThan(33);
    const section = await column(canvasElement, "Sourcing");
    await expect(within(section).getByText("33 companies")).toBeInTheDocument();
    const list = within(section).getByRole("list");
    const scroller = list.parentElement as HTMLElement;
    await waitFor(async () => {
      scroller.scrollTop = scroller.scrollHeight;
      await expect(within(list).getAllByRole("listitem")).toHaveLength(33);
    }, BOARD_READY);
    await expect(within(section).getByRole("heading", { name: "Sourcing Lead 30" })).toBeInTheDocument();
    scroller.scrollTop = 0;
  },
};

// Days in stage on the cards, by the stories' clock (1 April 2024): Kavach Robotics entered
// Screening with its first item there on 20 March, 11 days before.

/** A laptop's window: the card's facts and its Over SLA mark fit it without overlapping. */
const LAPTOP = {
  viewport: {
    options: { laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" } },
  },
};
const ON_LAPTOP = { viewport: { value: "laptop", isRotated: false } };

/** The seeded adapter with Screening given an SLA of `slaDays`. */
function screeningSlaAdapter(slaDays: number): DataAdapter {
  const journey = defaultMemorySeed().journey.map((definition) =>
    definition.stage.label === "Screening"
      ? { ...definition, stage: { ...definition.stage, sla_days: slaDays } }
      : definition,
  );
  return storyAdapter({ seed: { journey } });
}

/** Kavach Robotics' card in Screening, once the column has loaded. */
async function kavachCard(canvasElement: HTMLElement): Promise<HTMLElement> {
  await expectColumn(canvasElement, "Screening", [
    "Brightpath Diagnostics",
    "Kavach Robotics",
    "Meridian Textiles",
  ]);
  return within(await column(canvasElement, "Screening")).getByRole("article", { name: "Kavach Robotics" });
}

/** Within its stage's SLA (30 days): the card says how long it has been in the stage, unmarked. */
export const CardWithinSla: Story = {
  args: { adapter: screeningSlaAdapter(30) },
  parameters: LAPTOP,
  globals: ON_LAPTOP,
  play: async ({ canvasElement }) => {
    const card = within(await kavachCard(canvasElement));
    await expect(card.getByText("In stage")).toBeVisible();
    await expect(card.getByText("11 days")).toBeVisible();
    await expect(card.queryByText(/Over SLA/)).not.toBeInTheDocument();
    // Entered on the clock's own day (seeded as changed after it): "Today".
    const tidewater = within(await column(canvasElement, "Evaluation")).getByRole("article", {
      name: "Tidewater Analytics",
    });
    await expect(within(tidewater).getByText("Today")).toBeVisible();
  },
};

/**
 * Past its stage's SLA (7 days): the card is marked "Over SLA" with an icon, not by colour alone,
 * and the mark's tooltip and screen-reader text name the SLA.
 */
export const CardOverSla: Story = {
  args: { adapter: screeningSlaAdapter(7) },
  parameters: LAPTOP,
  globals: ON_LAPTOP,
  play: async ({ canvasElement }) => {
    const card = within(await kavachCard(canvasElement));
    await expect(card.getByText("11 days")).toBeVisible();
    const mark = card.getByText("Over SLA");
    await expect(mark).toHaveTextContent("Over SLA (7 days)");
    // Meridian Textiles entered Screening 6 days before: within the SLA, unmarked.
    const meridian = within(await column(canvasElement, "Screening")).getByRole("article", {
      name: "Meridian Textiles",
    });
    await expect(within(meridian).getByText("6 days")).toBeVisible();
    await expect(within(meridian).queryByText(/Over SLA/)).not.toBeInTheDocument();
    mark.focus();
    await waitFor(() =>
      expect(within(document.body).getByRole("tooltip")).toHaveTextContent("Over SLA (7 days)"),
    );
  },
};
