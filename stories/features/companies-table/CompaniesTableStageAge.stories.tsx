import type { Meta, StoryObj } from "@storybook/react-vite";
import { defaultMemorySeed } from "@pipeline/adapter-memory";
import { CompaniesTable, COMPANY_COLUMNS_STORAGE_KEY } from "@pipeline/ui";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { linkedNames, storyAdapter, tableRows } from "../admin/adminStorySupport";
import {
  closeFilters,
  COMPANIES_TABLE_META,
  CompaniesTableStory,
  companyRow,
  expectCompanies,
  openFilters,
} from "./companiesTableSupport";

// Days in stage on the companies table, by the stories' clock (1 April 2024, 05:30 UTC): Lumen
// Health Labs has been in Sourcing since 20 February (41 days), Patchwork Learning since 5 March
// (26 days), Kavach Robotics in Screening since its first item there on 20 March (11 days).

/** The seeded adapter with Screening given an SLA of 7 days. */
function screeningSlaAdapter() {
  const journey = defaultMemorySeed().journey.map((definition) =>
    definition.stage.label === "Screening"
      ? { ...definition, stage: { ...definition.stage, sla_days: 7 } }
      : definition,
  );
  return storyAdapter({ seed: { journey } });
}

const meta = {
  title: "Features/CompaniesTable/Stage Age",
  component: CompaniesTableStory,
  tags: ["autodocs"],
  ...COMPANIES_TABLE_META,
  parameters: {
    ...COMPANIES_TABLE_META.parameters,
    docs: { widget: CompaniesTable },
    viewport: {
      options: {
        laptop: { name: "Laptop", styles: { width: "1280px", height: "720px" }, type: "desktop" },
      },
    },
  },
  globals: { viewport: { value: "laptop", isRotated: false } },
} satisfies Meta<typeof CompaniesTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The Days in Stage column, shown from the Columns menu and sorted by it: the longest in their
 * stage first, a company past its stage's SLA marked, one with no stage yet last and blank.
 */
export const DaysInStageColumn: Story = {
  args: { adapter: screeningSlaAdapter() },
  beforeEach: () => {
    localStorage.clear();
    localStorage.setItem(
      COMPANY_COLUMNS_STORAGE_KEY,
      JSON.stringify({ industry: false, status: false, opened_initial_email_status: false }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await userEvent.click(
      await within(document.body).findByRole("menuitemcheckbox", { name: "Days in Stage" }),
    );
    await userEvent.keyboard("{Escape}");
    const header = await canvas.findByRole("columnheader", { name: /Days in Stage/ });
    await userEvent.click(within(header).getByRole("button"));
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await waitFor(() =>
      expect(linkedNames(canvasElement).slice(0, 5)).toEqual([
        "Lumen Health Labs",
        "Patchwork Learning",
        "Kavach Robotics",
        "Meridian Textiles",
        "Greenloop Energy",
      ]),
    );
    await expect(within(companyRow(canvasElement, "Lumen Health Labs")).getByText("41 days")).toBeVisible();
    await expect(within(companyRow(canvasElement, "Greenloop Energy")).getByText("1 day")).toBeVisible();
    await expect(within(companyRow(canvasElement, "Orbit Payments")).getByText("Today")).toBeVisible();
    const kavach = within(companyRow(canvasElement, "Kavach Robotics"));
    await expect(kavach.getByText("11 days")).toBeVisible();
    await expect(kavach.getByText("Over SLA")).toHaveTextContent("Over SLA (7 days)");
    await expect(
      within(companyRow(canvasElement, "Meridian Textiles")).queryByText(/Over SLA/),
    ).not.toBeInTheDocument();
  },
};

/**
 * "In stage more than N days" among the table's filters: a whole number typed (anything else is
 * left out as it is typed), then the companies in their stage longer, and a chip that says so.
 */
export const InStageFilter: Story = {
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const drawer = await openFilters(canvasElement);
    const box = within(drawer).getByRole("textbox", { name: "In Stage More Than (Days)" });
    await userEvent.type(box, "2x0");
    await expect(box).toHaveValue("20");
    await closeFilters(drawer);
    await expectCompanies(canvasElement, ["Patchwork Learning", "Lumen Health Labs"]);
    await expect(within(canvasElement).getByText("In stage more than 20 days")).toBeVisible();
  },
};
