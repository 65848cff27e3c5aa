import type { Meta, StoryObj } from "@storybook/react-vite";
import { CompaniesTable } from "@pipeline/ui";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { tableRows } from "../admin/adminStorySupport";
import {
  closeFilters,
  COMPANIES_TABLE_META,
  CompaniesTableStory,
  expectCompanies,
  filterBy,
  openFilters,
} from "./companiesTableSupport";

// One story per kind of filter of the companies table, over the seeded companies.
const meta = {
  title: "Features/CompaniesTable/Filters",
  component: CompaniesTableStory,
  tags: ["autodocs"],
  ...COMPANIES_TABLE_META,
  parameters: { ...COMPANIES_TABLE_META.parameters, docs: { widget: CompaniesTable } },
} satisfies Meta<typeof CompaniesTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options a filter lists, as read when it is opened; it is closed again. */
async function filterOptions(canvasElement: HTMLElement, filter: string): Promise<string[]> {
  const inline = within(canvasElement).queryByRole("combobox", { name: filter });
  const drawer = inline ? null : await openFilters(canvasElement);
  const control = inline ?? within(drawer as HTMLElement).getByRole("combobox", { name: filter });
  await userEvent.click(control);
  const listbox = await within(document.body).findByRole("listbox", { name: filter });
  const names = within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(listbox).not.toBeVisible());
  if (drawer) await closeFilters(drawer);
  return names;
}

/** Countries some company is in; two picked show the companies of either. */
export const Country: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Country", "Singapore", "Australia");
    await expectCompanies(canvasElement, ["Orbit Payments", "Quokka Commerce", "Lumen Health Labs"]);
  },
};

/** Industry and confidence level together: companies matching both. */
export const IndustryAndConfidenceLevel: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Industry", "Fintech");
    await expectCompanies(canvasElement, ["Saffron Ledger", "Orbit Payments"]);
    await filterBy(canvasElement, "Confidence Level", "Very High");
    await expectCompanies(canvasElement, ["Saffron Ledger"]);
  },
};

/** A company with several types matches any of them. */
export const CompanyType: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Company Type", "Startup");
    await expectCompanies(canvasElement, [
      "Saffron Ledger",
      "Kavach Robotics",
      "Orbit Payments",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
  },
};

/** The users who created companies, and PORTAL for the imported ones. */
export const CreatedBy: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Created By", "Sara Khan", "PORTAL");
    await expectCompanies(canvasElement, [
      "Cedar & Stone Advisory",
      "Northwind Freight",
      "Greenloop Energy",
      "Meridian Textiles",
    ]);
  },
};

/** E-mail states named as the column shows them: Not Sent, then also the bounced ones. */
export const EmailStatus: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Email Status", "Not Sent");
    await expectCompanies(canvasElement, ["Orbit Payments", "Quokka Commerce"]);
    await expect(await filterOptions(canvasElement, "Email Status")).toEqual([
      "Sent",
      "Not Sent",
      "Bounced",
      "Dropped",
      "Deferred",
      "Failed",
    ]);
    await filterBy(canvasElement, "Email Status", "Bounced");
    await expectCompanies(canvasElement, ["Orbit Payments", "Greenloop Energy", "Quokka Commerce"]);
  },
};

/** Opened is a one-choice filter: opened or clicked e-mails. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Opened", "Not Opened");
    await expectCompanies(canvasElement, [
      "Brightpath Diagnostics",
      "Patchwork Learning",
      "Lumen Health Labs",
    ]);
    await filterBy(canvasElement, "Opened", "Opened");
    await expectCompanies(canvasElement, [
      "Cedar & Stone Advisory",
      "Northwind Freight",
      "Saffron Ledger",
      "Tidewater Analytics",
      "Kavach Robotics",
    ]);
  },
};

/** Yes/No flags: a meeting is scheduled but no follow-up e-mail went out. */
export const MeetingAndFollowUp: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Scheduled Meeting", "Yes");
    await filterBy(canvasElement, "Follow-up Email", "No");
    await expectCompanies(canvasElement, ["Tidewater Analytics", "Brightpath Diagnostics"]);
  },
};

/** The journey's stages, then one task of the stage. */
export const StageAndLastStageTask: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Stage", "Sourcing");
    await expectCompanies(canvasElement, ["Orbit Payments", "Patchwork Learning", "Lumen Health Labs"]);
    await filterBy(canvasElement, "Last Stage & Task", "Sourcing - Initial Outreach");
    await expectCompanies(canvasElement, ["Patchwork Learning", "Lumen Health Labs"]);
    await expect(within(canvasElement).getByText(/1–2 of 2/)).toBeVisible();
    await tableRows(canvasElement);
  },
};
