// What the dashboard stories share: the board in a provider over the seeded memory adapter, seeds
// made for one state, and the steps a user takes on the board.
import type { DataAdapter } from "@pipeline/contract";
import { defaultMemorySeed, type SeedCompany } from "@pipeline/adapter-memory";
import type { Navigate } from "@pipeline/ui";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { KanbanBoard } from "../../../packages/ui/src/features/kanban";
import { AdminStoryFrame, STORY_NOW, storyAdapter } from "../admin/adminStorySupport";

export type KanbanStoryArgs = {
  adapter: DataAdapter;
  /** Records where cards and "+N more companies" send the app. */
  navigate: Navigate;
};

export function KanbanStory(frame: KanbanStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <KanbanBoard now={STORY_NOW} />
    </AdminStoryFrame>
  );
}

/** The seeded companies plus more in Sourcing, Singapore, so that cell lists three and links the rest. */
export function crowdedCellAdapter(): DataAdapter {
  const seed = defaultMemorySeed();
  const lumen = seed.companies.find((company) => company.id === 3) as SeedCompany;
  const names = ["Aurora Biotech", "Banyan Mobility", "Coral Fintech", "Delta Agritech"];
  const extra = names.map((company_name, index) => ({
    ...lumen,
    id: 100 + index,
    company_name,
    website: `https://${company_name.toLowerCase().replace(" ", "")}.sg`,
    last_update: null,
  }));
  return storyAdapter({ seed: { companies: [...seed.companies, ...extra] } });
}

/** The seeded companies plus 30 more in Sourcing, more than a column renders before it is scrolled. */
export function longColumnAdapter(): DataAdapter {
  const seed = defaultMemorySeed();
  const orbit = seed.companies.find((company) => company.company_name === "Orbit Payments") as SeedCompany;
  const extra = Array.from({ length: 30 }, (_, index) => ({
    ...orbit,
    id: 200 + index,
    company_name: `Sourcing Lead ${String(index + 1).padStart(2, "0")}`,
    website: `https://lead${index + 1}.example.com`,
  }));
  return storyAdapter({ seed: { companies: [...seed.companies, ...extra] } });
}

/**
 * The seeded companies (Quokka Commerce has no journey item yet) plus four just added: three in
 * Australia beside Quokka, so that the summary cell links the rest, and one without a country.
 */
export function notStartedAdapter(): DataAdapter {
  const seed = defaultMemorySeed();
  const quokka = seed.companies.find((company) => company.company_name === "Quokka Commerce") as SeedCompany;
  const added = [
    ["Wattle Robotics", 7],
    ["Kelpie Logistics", 7],
    ["Bilby Health", 7],
    ["Nomad Ventures", null],
  ] as const;
  const extra = added.map(([company_name, country], index) => ({
    ...quokka,
    id: 300 + index,
    company_name,
    website: `https://${company_name.toLowerCase().replace(" ", "")}.example.com`,
    country,
    location: country === null ? [] : [country],
    city: null,
    // Added after Quokka, one a day: the column shows the most recently changed first.
    created: `2024-05-0${index + 1}T04:30:00.000Z`,
    modified: `2024-05-0${index + 1}T04:30:00.000Z`,
  }));
  return storyAdapter({ seed: { companies: [...seed.companies, ...extra] } });
}

/** Waits up to this long for the skeleton (at least half a second) and the columns' answers. */
export const BOARD_READY = { timeout: 5000 };

/** A column of the board by its title, once it is on screen. */
export async function column(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole("region", { name: title }, BOARD_READY);
}

/** The company names on a column's cards, top to bottom, once its companies have loaded. */
export async function cardsIn(canvasElement: HTMLElement, title: string): Promise<string[]> {
  const section = await column(canvasElement, title);
  await waitFor(() => expect(section).toHaveAttribute("aria-busy", "false"), BOARD_READY);
  return within(section)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent ?? "");
}

/** Waits until a column lists these companies, and shows their count. */
export async function expectColumn(
  canvasElement: HTMLElement,
  title: string,
  names: string[],
): Promise<void> {
  await waitFor(async () => expect(await cardsIn(canvasElement, title)).toEqual(names), BOARD_READY);
  const section = await column(canvasElement, title);
  const count = names.length === 1 ? "1 company" : `${names.length} companies`;
  await expect(within(section).getByText(count)).toBeInTheDocument();
}

/** Opens a select of the toolbar by its label and picks an option. */
export async function choose(canvasElement: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole("combobox", { name: label }));
  await userEvent.click(await within(document.body).findByRole("option", { name: option }));
}

/** The options a select of the toolbar offers, then closes it. */
export async function optionsOf(canvasElement: HTMLElement, label: string): Promise<string[]> {
  await userEvent.click(within(canvasElement).getByRole("combobox", { name: label }));
  const listbox = await within(document.body).findByRole("listbox");
  const options = within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await userEvent.keyboard("{Escape}");
  return options;
}
