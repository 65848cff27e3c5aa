import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  COMPANY_COLUMNS_HIDDEN_AT_FIRST,
  COMPANY_COLUMNS_STORAGE_KEY,
  darkTheme,
  CompaniesTable,
} from "@pipeline/ui";
import { expect, fireEvent, userEvent, waitFor, within } from "storybook/test";
import {
  AFTER_DEBOUNCE,
  failsWithServerError,
  hangs,
  storyAdapter,
  tableRows,
  withPort,
} from "../admin/adminStorySupport";
import {
  COMPANIES_TABLE_META,
  CompaniesTableStory,
  companyRow,
  expectCompanies,
  filterBy,
} from "./companiesTableSupport";
import { findDialog } from "../../support/findDialog";

const meta = {
  title: "Features/CompaniesTable",
  component: CompaniesTableStory,
  tags: ["autodocs"],
  ...COMPANIES_TABLE_META,
  parameters: { ...COMPANIES_TABLE_META.parameters, docs: { widget: CompaniesTable } },
} satisfies Meta<typeof CompaniesTableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest change first; names open the company, Add Company the add form, Import Excel the import. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCompanies(canvasElement, [
      "Cedar & Stone Advisory",
      "Northwind Freight",
      "Saffron Ledger",
      "Tidewater Analytics",
      "Brightpath Diagnostics",
      "Kavach Robotics",
      "Orbit Payments",
      "Greenloop Energy",
      "Meridian Textiles",
      "Quokka Commerce",
    ]);
    await expect(canvas.getByText(/1–10 of 12/)).toBeVisible();
    const headers = canvas.getAllByRole("columnheader").map((header) => header.textContent);
    await expect(headers.slice(1)).toEqual([
      "Company Name",
      "Country",
      "Industry",
      "Last Stage & Task",
      "Email Status",
      "Opened",
      "Created By",
      "Modified",
    ]);
    const kavach = within(companyRow(canvasElement, "Kavach Robotics"));
    await expect(kavach.getByText("Screening - Intro Call")).toBeVisible();
    await expect(kavach.getByText("Asha Raman")).toBeVisible();
    await expect(kavach.getByText("2 Apr 2024")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Kavach Robotics" })).toHaveAttribute(
      "href",
      "/companies/1",
    );

    await userEvent.click(canvas.getByRole("link", { name: "Kavach Robotics" }));
    await expect(args.navigate).toHaveBeenLastCalledWith("/companies/1", { replace: false, newTab: false });
    await userEvent.click(canvas.getByRole("button", { name: "Add Company" }));
    await expect(args.navigate).toHaveBeenLastCalledWith("/companies/add/");
    await userEvent.click(canvas.getByRole("button", { name: "Import Excel" }));
    await expect(args.onImportExcel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Bulk Initial Outreach" })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { theme: darkTheme },
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
  },
};

/** Another base path moves the links; without the handlers, Import Excel and Bulk Initial Outreach are not offered. */
export const OwnBasePathWithoutImportOrOutreach: Story = {
  args: { basePath: "/crm/companies", onImportExcel: undefined, onBulkOutreach: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await expect(canvas.getByRole("link", { name: "Orbit Payments" })).toHaveAttribute(
      "href",
      "/crm/companies/11",
    );
    await expect(canvas.queryByRole("button", { name: "Import Excel" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Bulk Initial Outreach" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Add Company" }));
    await expect(args.navigate).toHaveBeenLastCalledWith("/crm/companies/add/");
  },
};

export const Loading: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { list: hangs }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Loading")).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { list: async () => ({ rows: [], count: 0 }) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText("No companies yet")).toBeVisible();
  },
};

export const Error: Story = {
  args: { adapter: withPort(storyAdapter(), "companies", { list: failsWithServerError }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 5000 });
    await expect(within(alert).getByText("Could not load companies")).toBeVisible();
    await expect(within(alert).getByText("Something went wrong. Please try after sometime.")).toBeVisible();
  },
};

/** By name, A to Z then Z to A; then by Opened, Not Opened first. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    const name = canvas.getByRole("columnheader", { name: /Company Name/ });
    await userEvent.click(within(name).getByRole("button"));
    await waitFor(() => expect(name).toHaveAttribute("aria-sort", "ascending"));
    await expectCompanies(canvasElement, [
      "Brightpath Diagnostics",
      "Cedar & Stone Advisory",
      "Greenloop Energy",
      "Kavach Robotics",
      "Lumen Health Labs",
      "Meridian Textiles",
      "Northwind Freight",
      "Orbit Payments",
      "Patchwork Learning",
      "Quokka Commerce",
    ]);
    await userEvent.click(within(name).getByRole("button"));
    await waitFor(() => expect(name).toHaveAttribute("aria-sort", "descending"));
    await waitFor(() => expect(canvas.getAllByRole("link")[0]).toHaveTextContent("Tidewater Analytics"));

    const opened = canvas.getByRole("columnheader", { name: /^Opened/ });
    await userEvent.click(within(opened).getByRole("button"));
    await waitFor(() => expect(opened).toHaveAttribute("aria-sort", "ascending"));
    await waitFor(() =>
      expect(
        Array.from(canvasElement.querySelectorAll("[data-row-id]"))
          .slice(0, 4)
          .map((row) => within(row as HTMLElement).queryByText(/Opened$/)?.textContent ?? ""),
      ).toEqual(["Not Opened", "Not Opened", "Not Opened", "Opened"]),
    );
  },
};

/** A search by part of a name or website, a second after typing stops. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "Search" }), "lumen");
    await expectCompanies(canvasElement, ["Lumen Health Labs"]);
    await userEvent.clear(within(canvasElement).getByRole("searchbox", { name: "Search" }));
    await userEvent.type(within(canvasElement).getByRole("searchbox", { name: "Search" }), "no such company");
    await expect(
      await within(canvasElement).findByText("No matching rows", {}, AFTER_DEBOUNCE),
    ).toBeVisible();
  },
};

/** Companies modified from 10 April 2024 (a day in IST), by the Modified date. */
export const DateFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filterBy(canvasElement, "Date of", "Modified");
    fireEvent.change(canvas.getByLabelText("From"), { target: { value: "2024-04-10" } });
    await expectCompanies(canvasElement, [
      "Cedar & Stone Advisory",
      "Northwind Freight",
      "Saffron Ledger",
      "Tidewater Analytics",
    ]);
    fireEvent.change(canvas.getByLabelText("To"), { target: { value: "2024-04-15" } });
    await expectCompanies(canvasElement, ["Saffron Ledger", "Tidewater Analytics"]);
    await filterBy(canvasElement, "Date of", "Created");
    await expect(await canvas.findByText("No matching rows")).toBeVisible();
  },
};

/** Hovering or focusing the disabled Bulk Initial Outreach tells why it cannot be used yet. */
export const BulkOutreachDisabled: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Bulk Initial Outreach" });
    await tableRows(canvasElement);
    await expect(button).toBeDisabled();
    (button.parentElement as HTMLElement).focus();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent(
      "Not more than 1 companies are selected",
    );
  },
};

/**
 * The provider's limits passed (the companies screen reads the usage): with companies selected,
 * Bulk Initial Outreach stays disabled and its tooltip says why.
 */
export const BulkOutreachLimitExceeded: Story = {
  args: { bulkOutreachBlocked: "SendGrid limit exceeded" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getAllByRole("checkbox", { name: /^Select (?!all)/ })[0] as HTMLElement);
    await expect(canvas.getByText("1 selected.")).toBeVisible();
    const button = canvas.getByRole("button", { name: "Bulk Initial Outreach" });
    await expect(button).toBeDisabled();
    (button.parentElement as HTMLElement).focus();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent(
      "SendGrid limit exceeded",
    );
    await expect(args.onBulkOutreach).not.toHaveBeenCalled();
  },
};

const rowIds = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll("[data-row-id]"), (row) =>
    Number(row.getAttribute("data-row-id")),
  );

/** One company picked on page 1 and one on page 2: Bulk Initial Outreach gets both ids. */
export const SelectionAcrossPages: Story = {
  args: { adapter: storyAdapter({ companies: 20 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    const [first] = rowIds(canvasElement);
    const rowBoxes = () => canvas.getAllByRole("checkbox", { name: /^Select (?!all)/ });
    await userEvent.click(rowBoxes()[0] as HTMLElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(canvas.getByText(/11–20 of 32/)).toBeVisible());
    const [second] = rowIds(canvasElement);
    await userEvent.click(rowBoxes()[0] as HTMLElement);
    await expect(canvas.getByText("2 selected.")).toBeVisible();

    const bulk = canvas.getByRole("button", { name: "Bulk Initial Outreach" });
    await expect(bulk).toBeEnabled();
    await userEvent.click(bulk);
    await expect(args.onBulkOutreach).toHaveBeenLastCalledWith({
      kind: "ids",
      ids: [first, second].sort((a, b) => (a ?? 0) - (b ?? 0)),
    });
  },
};

/** Every company matching the Sent filter but one: the callback gets the filter, not a list of ids. */
export const SelectAllMatching: Story = {
  args: { adapter: storyAdapter({ companies: 40 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await filterBy(canvasElement, "Email Status", "Sent");
    await waitFor(() => expect(canvas.getByText(/1–10 of \d+/)).toBeVisible());
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    const selectAll = await canvas.findByRole("button", { name: /^Select all \d+ matching$/ });
    const matching = Number(/\d+/.exec(selectAll.textContent ?? "")?.[0]);
    await userEvent.click(selectAll);
    await expect(canvas.getByText(`All ${matching} matching rows are selected.`)).toBeVisible();
    const [excluded] = rowIds(canvasElement);
    await userEvent.click(canvas.getAllByRole("checkbox", { name: /^Select (?!all)/ })[0] as HTMLElement);

    await userEvent.click(canvas.getByRole("button", { name: "Bulk Initial Outreach" }));
    await expect(args.onBulkOutreach).toHaveBeenLastCalledWith({
      kind: "all-matching",
      params: { filters: { initial_email_status: ["sent"] } },
      excludedIds: [excluded],
      count: matching - 1,
    });
  },
};

/** Another filter after "select all matching": that selection no longer describes the rows shown, so it is dropped. */
export const AllMatchingDroppedOnRefilter: Story = {
  args: { adapter: storyAdapter({ companies: 40 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all rows on this page" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Select all 52 matching" }));
    await expect(canvas.getByRole("button", { name: "Bulk Initial Outreach" })).toBeEnabled();
    await filterBy(canvasElement, "Country", "India");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Bulk Initial Outreach" })).toBeDisabled());
    await expect(canvas.queryByText(/matching rows are selected/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("checkbox", { name: "Select all rows on this page" })).not.toBeChecked();
  },
};

/** Revenue shown from the Columns menu is remembered for the next visit. */
export const ColumnToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    await expect(canvas.queryByRole("columnheader", { name: /Revenue/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    await userEvent.click(await within(document.body).findByRole("menuitemcheckbox", { name: "Revenue" }));
    await userEvent.click(await within(document.body).findByRole("menuitemcheckbox", { name: "Industry" }));
    await userEvent.keyboard("{Escape}");
    await expect(await canvas.findByRole("columnheader", { name: /Revenue/ })).toBeVisible();
    await expect(canvas.queryByRole("columnheader", { name: /Industry/ })).not.toBeInTheDocument();
    await expect(within(companyRow(canvasElement, "Kavach Robotics")).getByText("8,50,000")).toBeVisible();
    await expect(JSON.parse(localStorage.getItem(COMPANY_COLUMNS_STORAGE_KEY) ?? "{}")).toEqual({
      revenue: true,
      industry: false,
    });
  },
};

/** A later visit: the columns chosen last time (all the optional ones here) are shown at once. */
export const ColumnsRemembered: Story = {
  beforeEach: () => {
    localStorage.setItem(
      COMPANY_COLUMNS_STORAGE_KEY,
      JSON.stringify({
        ...Object.fromEntries(COMPANY_COLUMNS_HIDDEN_AT_FIRST.map((column) => [column, true])),
        country: false,
        industry: false,
        last_stage_task: false,
        opened_initial_email_status: false,
        modified: false,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tableRows(canvasElement);
    const headers = canvas.getAllByRole("columnheader").map((header) => header.textContent);
    await expect(headers.slice(1)).toEqual([
      "Company Name",
      "Website",
      "Confidence Level",
      "Company Type",
      "Currency",
      "Revenue",
      "FTE",
      "Foundation Year",
      "Last Update",
      "Days in Stage",
      "Email Status",
      "Follow-up Email",
      "Scheduled Meeting",
      "Created By",
    ]);
    const saffron = within(companyRow(canvasElement, "Saffron Ledger"));
    const website = saffron.getByRole("link", { name: "saffronledger.in (opens in a new tab)" });
    await expect(website).toHaveAttribute("href", "https://saffronledger.in");
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(saffron.getByText("Startup, SME")).toBeVisible();
  },
};

/**
 * Every column shown: each keeps at least its minimum width (or all of a shorter content) and the table scrolls sideways, here to
 * its far end. The table is as tall as its wrapped headings and its rows.
 */
export const AllColumns: Story = {
  beforeEach: () => {
    localStorage.setItem(
      COMPANY_COLUMNS_STORAGE_KEY,
      JSON.stringify(Object.fromEntries(COMPANY_COLUMNS_HIDDEN_AT_FIRST.map((column) => [column, true]))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filterBy(canvasElement, "Country", "Singapore", "Australia");
    await expectCompanies(canvasElement, ["Orbit Payments", "Quokka Commerce", "Lumen Health Labs"]);
    const headers = canvas.getAllByRole("columnheader");
    await expect(headers).toHaveLength(20);
    // A column is at least 7.5rem wide, or narrower only when all of its content shows.
    const rows = Array.from(canvas.getByRole("table").querySelectorAll("tbody tr"));
    for (const [index, header] of headers.entries()) {
      if (index === 0 || header.getBoundingClientRect().width >= 120) continue;
      for (const row of rows) {
        const text = (row as HTMLTableRowElement).cells[index]?.querySelector<HTMLElement>(
          "[data-cell-content]",
        );
        if (text)
          await expect(text.scrollWidth, `${header.textContent}: ${text.textContent}`).toBeLessThanOrEqual(
            text.clientWidth,
          );
      }
    }
    const scroller = canvas.getByRole("table").closest<HTMLElement>("[data-table-scroller]");
    if (!scroller) throw new globalThis.Error("The table has no scroller");
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    // As tall as the header and the three rows: no row hidden, no empty band below them.
    const table = canvas.getByRole("table");
    await waitFor(() => expect(scroller.clientHeight).toBe(table.offsetHeight));
    scroller.scrollLeft = scroller.scrollWidth;
    const modified = canvas.getByRole("columnheader", { name: /Modified/ });
    await waitFor(() =>
      expect(modified.getBoundingClientRect().right).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().right,
      ),
    );
  },
};

/**
 * A link such as the dashboard's "+N more companies" opens the list already filtered: its filters
 * show as chips above the table, its dates in the toolbar line.
 */
export const Prefilters: Story = {
  args: {
    search:
      "?country=1&stage=2&created_by=PORTAL,1&start_date=2024-01-01&end_date=2024-06-30&date_filter_type=modified",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCompanies(canvasElement, ["Kavach Robotics", "Meridian Textiles"]);
    const chips = canvas.getByRole("group", { name: "Active filters" });
    for (const chip of ["Country: India", "Created By: PORTAL, Asha Raman", "Stage: Screening"]) {
      await expect(await within(chips).findByText(chip)).toBeVisible();
    }
    await expect(within(chips).getByRole("button", { name: "Remove Country: India" })).toBeVisible();
    await expect(within(chips).getByRole("button", { name: "Clear all" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filters (3)" })).toBeVisible();
    await expect(canvas.getByLabelText("From")).toHaveValue("2024-01-01");
    await expect(canvas.getByLabelText("To")).toHaveValue("2024-06-30");
    await expect(canvas.getByRole("combobox", { name: "Date of" })).toHaveTextContent("Modified");
  },
};

/**
 * The Filters drawer by keyboard: Enter opens it, Escape closes it and focus is back on the button;
 * Space opens it again, and a pick applies at once: the button counts it and the list follows.
 */
export const FiltersPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await tableRows(canvasElement);
    const button = canvas.getByRole("button", { name: "Filters" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const drawer = await findDialog({ name: "Filters" });
    await waitFor(() => expect(within(drawer).getByRole("combobox", { name: "Country" })).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard(" ");
    const reopened = await findDialog({ name: "Filters" });
    const industry = within(reopened).getByRole("combobox", { name: "Industry" });
    await userEvent.click(industry);
    const listbox = await body.findByRole("listbox", { name: "Industry" });
    await userEvent.click(within(listbox).getByRole("option", { name: "Fintech" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(listbox).not.toBeVisible());
    await expect(reopened).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Filters (1)", hidden: true })).toBeInTheDocument();
    await expectCompanies(canvasElement, ["Saffron Ledger", "Orbit Payments"]);
    await expect(within(reopened).getByRole("button", { name: "Clear all" })).toBeVisible();
  },
};

/** Sent for sent, delivered, opened and clicked; other statuses as they are; Not Sent for none. */
export const EmailStatusDisplay: Story = {
  play: async ({ canvasElement }) => {
    await tableRows(canvasElement);
    const statuses: Array<[company: string, email: string, opened: string]> = [
      ["Cedar & Stone Advisory", "Sent", "Opened"], // clicked
      ["Northwind Freight", "Sent", "Opened"], // opened
      ["Brightpath Diagnostics", "Sent", "Not Opened"], // delivered
      ["Greenloop Energy", "Bounced", ""],
      ["Meridian Textiles", "Failed", ""],
      ["Orbit Payments", "Not Sent", ""],
    ];
    const columns = within(canvasElement)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    const emailColumn = columns.indexOf("Email Status");
    const openedColumn = columns.indexOf("Opened");
    for (const [company, email, opened] of statuses) {
      const cells = companyRow(canvasElement, company).querySelectorAll("td");
      await expect([cells[emailColumn]?.textContent, cells[openedColumn]?.textContent]).toEqual([
        email,
        opened,
      ]);
    }
  },
};

/** Companies without a creator came from outside the portal: Created By reads PORTAL. */
export const CreatedByPortal: Story = {
  play: async ({ canvasElement }) => {
    await filterBy(canvasElement, "Created By", "PORTAL");
    await expectCompanies(canvasElement, ["Greenloop Energy", "Meridian Textiles"]);
    for (const company of ["Greenloop Energy", "Meridian Textiles"]) {
      await expect(within(companyRow(canvasElement, company)).getByText("PORTAL")).toBeVisible();
    }
  },
};
