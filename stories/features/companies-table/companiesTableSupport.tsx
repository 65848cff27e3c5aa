// What the companies table stories share: the table in a provider over the seeded memory
// adapter, and the ways a user filters it and reads its rows.
import type { Meta } from "@storybook/react-vite";
import { CompaniesTable, type CompaniesTableProps, type PipelineTheme } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { waitForAnimations } from "../../support/waitForAnimations";
import {
  type AdminStoryArgs,
  AFTER_DEBOUNCE,
  linkedNames,
  STORY_NOW,
  storyAdapter,
  tableRows,
} from "../admin/adminStorySupport";
import { findDialog } from "../../support/findDialog";

export type CompaniesTableStoryArgs = AdminStoryArgs & CompaniesTableProps & { theme?: PipelineTheme };

export function CompaniesTableStory({ adapter, navigate, theme, ...table }: CompaniesTableStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate} theme={theme}>
      <CompaniesTable {...table} />
    </PipelineProvider>
  );
}

/**
 * The meta both companies table story files share: the table over the seeded adapter, with no
 * remembered columns, in a desktop window tall enough for the filters, ten rows and the pager (the
 * default window cuts it above the pager).
 */
export const COMPANIES_TABLE_META = {
  parameters: {
    layout: "padded",
    viewport: {
      options: {
        companiesPage: {
          name: "Companies page",
          styles: { width: "1200px", height: "1150px" },
          type: "desktop",
        },
      },
    },
  },
  globals: { viewport: { value: "companiesPage", isRotated: false } },
  // Days in Stage counts by the stories' clock, the one the adapter stamps with.
  args: {
    adapter: storyAdapter(),
    navigate: fn(),
    onImportExcel: fn(),
    onBulkOutreach: fn(),
    now: STORY_NOW,
  },
  beforeEach: () => {
    localStorage.clear();
  },
  afterEach: waitForAnimations,
} satisfies Partial<Meta<typeof CompaniesTableStory>>;

/** The company names listed, top to bottom, once these are the ones on screen. */
export async function expectCompanies(canvasElement: HTMLElement, names: string[]): Promise<void> {
  await tableRows(canvasElement);
  await waitFor(() => expect(linkedNames(canvasElement)).toEqual(names), AFTER_DEBOUNCE);
}

/** The table row of a company, by its name. */
export function companyRow(canvasElement: HTMLElement, name: string): HTMLElement {
  const link = within(canvasElement).getByRole("link", { name });
  const row = link.closest<HTMLElement>("[data-row-id]");
  if (!row) throw new Error(`No table row holds ${name}`);
  return row;
}

/** Opens the Filters drawer from its button and answers the drawer. */
export async function openFilters(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole("button", { name: /^Filters/ }));
  return findDialog({ name: "Filters" });
}

/** Closes the Filters drawer with Done and waits until it is gone. */
export async function closeFilters(drawer: HTMLElement): Promise<void> {
  await userEvent.click(within(drawer).getByRole("button", { name: "Done" }));
  await waitFor(() => expect(drawer).not.toBeInTheDocument());
}

/**
 * Picks options of a filter (a multi-select, or a Yes/No select) by their labels: in the toolbar
 * line (Date of), or in the Filters drawer, which it opens and closes again.
 */
export async function filterBy(
  canvasElement: HTMLElement,
  filter: string,
  ...options: string[]
): Promise<void> {
  await tableRows(canvasElement);
  const inline = within(canvasElement).queryByRole("combobox", { name: filter });
  const drawer = inline ? null : await openFilters(canvasElement);
  const control = inline ?? within(drawer as HTMLElement).getByRole("combobox", { name: filter });
  for (const option of options) {
    await userEvent.click(control);
    const listbox = await within(document.body).findByRole("listbox", { name: filter });
    await userEvent.click(within(listbox).getByRole("option", { name: option }));
    // A multi-select keeps its list open for the next pick; Escape closes it (and only it).
    if (control.getAttribute("aria-expanded") === "true") await userEvent.keyboard("{Escape}");
    // The list fades out: wait until it is gone, so no later step or screenshot catches its shadow.
    await waitFor(() => expect(listbox).not.toBeVisible());
  }
  if (drawer) await closeFilters(drawer);
}
