import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { companyWithLeeTan } from "./support/companies";
import { E2E_ADMIN } from "./support/startPortal";
import { portalSuite, sidebar, signIn } from "./support/suite";

const suite = portalSuite();

async function signedIn(): Promise<Page> {
  const page = await suite.visit();
  await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await page.waitForURL("**/companies");
  return page;
}

/** Opens a select or multi-select by its accessible name and picks the options. */
async function pick(page: Page, scope: Page | Locator, label: string, ...options: string[]) {
  for (const option of options) {
    await scope.getByRole("combobox", { name: label, exact: true }).click();
    await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
    await page.keyboard.press("Escape");
  }
}

/** Picks options of a companies filter in the Filters drawer, then closes the drawer with Done. */
async function filterBy(page: Page, label: string, ...options: string[]) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await pick(page, drawer, label, ...options);
  await drawer.getByRole("button", { name: "Done" }).click();
  await drawer.waitFor({ state: "detached" });
}

/** The chips of the filters in force, above the companies table. */
const activeFilters = (page: Page) => page.getByRole("group", { name: "Active filters" });

type Member = { first: string; last: string; email: string; mobile: string; designation: string };

async function addMember(page: Page, member: Member) {
  await page.getByRole("button", { name: "Add Member" }).click();
  await page.getByRole("group", { name: "New member" }).waitFor();
  // The open row, found by its Done button: its name follows the name typed into it.
  const row = page.getByRole("group").filter({ has: page.getByRole("button", { name: "Done" }) });
  await row.getByRole("textbox", { name: /^First Name/ }).fill(member.first);
  await row.getByRole("textbox", { name: /^Last Name/ }).fill(member.last);
  await row.getByRole("textbox", { name: /^Email/ }).fill(member.email);
  await row.getByRole("textbox", { name: /^Mobile/ }).fill(member.mobile);
  await row
    .getByRole("textbox", { name: /^LinkedIn Profile/ })
    .fill(`https://www.linkedin.com/in/${member.first}`);
  await pick(page, row, "Designation", member.designation);
  await row.getByRole("button", { name: "Done" }).click();
  await row.waitFor({ state: "detached" });
}

const companyRows = (page: Page) => page.locator("[data-row-id]");

type Placing = { country: string; confidenceLevel?: string };

/** Companies added through the API, one member each, in one country (and confidence level). */
async function seedCompanies(names: readonly string[], placing: Placing): Promise<void> {
  const api = suite.apiClient();
  await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const idOf = async (kind: "location" | "confidence-level", label: string) => {
    const found = (await api.lookups.options(kind)).find((entry) => entry.label === label);
    if (!found) throw new Error(`No ${kind} "${label}" in the seed.`);
    return found.id;
  };
  const country = await idOf("location", placing.country);
  const confidence = placing.confidenceLevel ? await idOf("confidence-level", placing.confidenceLevel) : null;
  const [founder] = await api.lookups.options("company-member-designation");
  for (const name of names) {
    await api.companies.create(
      companyWithLeeTan(name, { country, confidenceLevel: confidence, designation: founder?.id ?? 0 }),
    );
  }
}

describe("companies, end to end", () => {
  it("adds a company with two members and finds it in the table", async () => {
    const page = await signedIn();
    await page.getByRole("button", { name: "Add Company" }).click();
    await page.waitForURL("**/companies/add/");
    await page.getByRole("textbox", { name: /^Company Name/ }).fill("Bluefin Mobility");
    await page.getByRole("textbox", { name: /^Website/ }).fill("https://bluefin.example.com");
    await pick(page, page, "Location", "India");
    await pick(page, page, "Country", "India");
    await addMember(page, {
      first: "Meena",
      last: "Pillai",
      email: "meena.pillai@example.com",
      mobile: "9845012399",
      designation: "Founder",
    });
    await addMember(page, {
      first: "Arjun",
      last: "Rao",
      email: "arjun.rao@example.com",
      mobile: "9845012400",
      designation: "CEO",
    });
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company added successfully.").waitFor();
    await page.waitForURL("**/companies");
    await page.getByRole("link", { name: "Bluefin Mobility" }).waitFor();

    // Stored with both members, and the signed-in administrator as its creator.
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const { rows } = await api.companies.list({ page: 1, pageSize: 10, search: "Bluefin" });
    expect(rows.map((row) => row.company_name)).toEqual(["Bluefin Mobility"]);
    const company = await api.companies.get(rows[0]?.id ?? 0);
    expect(company.company_members.map((member) => member.first_name).sort()).toEqual(["Arjun", "Meena"]);
    expect(company.created_by?.pk).toBeGreaterThan(0);
  });

  it("opens the company from the table and updates it in the drawer, deleting a member", async () => {
    const page = await signedIn();
    await page.getByRole("link", { name: "Bluefin Mobility" }).click();
    await page.getByRole("heading", { level: 1, name: "Bluefin Mobility" }).waitFor();
    const companyPath = new URL(page.url()).pathname;
    expect(companyPath).toMatch(/^\/companies\/\d+$/);

    await page.getByRole("button", { name: "Company Details" }).click();
    const details = page.getByRole("region", { name: "Company Details" });
    await details.getByText("Arjun Rao").waitFor();

    await page.getByRole("button", { name: "Update Company" }).click();
    const drawer = page.getByRole("dialog", { name: "Update Company" });
    await drawer.getByRole("textbox", { name: /^Company Name/ }).fill("Bluefin Mobility Labs");
    await drawer.getByRole("button", { name: "Delete Arjun Rao" }).click();
    await drawer.getByRole("button", { name: "Save" }).click();
    await page.getByText("Company updated successfully.").waitFor();
    await drawer.waitFor({ state: "detached" });

    // The header shows the saved company at once, without the deleted member.
    await page.getByRole("heading", { level: 1, name: "Bluefin Mobility Labs" }).waitFor();
    await details.getByText("Meena Pillai").waitFor();
    expect(await details.getByText("Arjun Rao").count()).toBe(0);

    // Saved on the server: the new name, and Arjun no longer among the members shown.
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const company = await api.companies.get(Number(companyPath.split("/").pop()));
    expect(company.company_name).toBe("Bluefin Mobility Labs");
    const members = company.company_members.map((member) => [member.first_name, member.status ?? null]);
    expect(members.filter(([, status]) => status !== "DELETED").map(([name]) => name)).toEqual(["Meena"]);
  });

  it("shows who renamed the company and deleted its member, in its History and in the Audit Log", async () => {
    const page = await signedIn();
    await page.getByRole("link", { name: "Bluefin Mobility Labs" }).click();
    await page.getByRole("heading", { level: 1, name: "Bluefin Mobility Labs" }).waitFor();
    await page.getByRole("button", { name: "History" }).click();
    const changes = page
      .getByRole("dialog", { name: "History" })
      .getByRole("list", { name: "Changes, newest first" });
    await changes.getByText("Bluefin Mobility Labs").first().waitFor();
    const history = await changes.innerText();
    expect(history).toContain("Company name");
    expect(history).toContain("Bluefin Mobility");
    expect(history).toMatch(/Deleted\s+Member/);
    expect(history).toContain(`by ${E2E_ADMIN.username} (SUPER_ADMIN)`);
    await page.keyboard.press("Escape");

    await sidebar(page).getByRole("link", { name: "Audit Log" }).click();
    await page.getByRole("heading", { name: "Audit Log" }).waitFor();
    const renamed = page.locator("[data-row-id]").filter({ hasText: "Company name" }).first();
    await renamed.getByRole("button", { name: /^Company name/ }).click();
    const entry = page.getByRole("dialog", { name: /^Updated: Company/ });
    await entry.getByText("Bluefin Mobility Labs").waitFor();
    const text = await entry.innerText();
    expect(text).toContain(E2E_ADMIN.username);
    expect(text).toContain("127.0.0.1");
    expect(text).toMatch(/Company name\s+from\s+Bluefin Mobility\s+to\s+Bluefin Mobility Labs/);
  });

  it("filters and sorts the table on the server", async () => {
    await seedCompanies(["Orbit Payments", "Azure Freight"], { country: "Singapore" });

    const page = await signedIn();
    await expect.poll(() => companyRows(page).count()).toBe(3);
    await filterBy(page, "Country", "Singapore");
    await expect.poll(() => companyRows(page).count()).toBe(2);
    await activeFilters(page).getByText("Country: Singapore", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Filters (1)" }).waitFor();

    const name = page.getByRole("columnheader", { name: /Company Name/ });
    await name.getByRole("button").click();
    await expect.poll(() => name.getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(() => companyRows(page).first().textContent()).toContain("Azure Freight");
    await name.getByRole("button").click();
    await expect.poll(() => companyRows(page).first().textContent()).toContain("Orbit Payments");

    // Removing the chip lists every company again.
    await activeFilters(page).getByRole("button", { name: "Remove Country: Singapore" }).click();
    await expect.poll(() => companyRows(page).count()).toBe(3);
    expect(await activeFilters(page).count()).toBe(0);
  });

  it("opens the dashboard and switches its views", async () => {
    const page = await signedIn();
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard/");
    for (const view of ["Stage + Task View", "Confidence Level", "Stage View"]) {
      await page.getByRole("combobox", { name: "View" }).click();
      await page.getByRole("option", { name: view }).click();
      await expect.poll(() => page.getByRole("combobox", { name: "View" }).textContent()).toContain(view);
    }
  });

  it("keeps a selection across two pages", async () => {
    const names = Array.from(
      { length: 12 },
      (_, index) => `Keel Systems ${String(index + 1).padStart(2, "0")}`,
    );
    await seedCompanies(names, { country: "Germany" });
    const page = await signedIn();
    await page.getByRole("searchbox").fill("Keel Systems");
    await expect.poll(() => page.getByText("1–10 of 12").count()).toBe(1);

    const tick = (name: string) => page.getByRole("checkbox", { name: `Select ${name}`, exact: true });
    await page
      .getByRole("columnheader", { name: /Company Name/ })
      .getByRole("button")
      .click();
    await tick("Keel Systems 01").check();
    await page.getByRole("button", { name: "Next page" }).click();
    await tick("Keel Systems 12").check();
    await page.getByRole("status").filter({ hasText: "2 selected." }).waitFor();

    await page.getByRole("button", { name: "Previous page" }).click();
    await expect.poll(() => tick("Keel Systems 01").isChecked()).toBe(true);
    expect(await tick("Keel Systems 02").isChecked()).toBe(false);
  });

  it("keeps its filter, search, sort and page size in the address: a reload shows the same rows, and Back the earlier filter", async () => {
    const names = Array.from(
      { length: 12 },
      (_, index) => `Heron Labs ${String(index + 1).padStart(2, "0")}`,
    );
    await seedCompanies(names, { country: "Singapore" });
    await seedCompanies(["Heron Labs Berlin", "Heron Labs Munich"], { country: "Germany" });
    const page = await signedIn();
    await page.getByRole("searchbox").fill("Heron Labs");
    await page.getByText("1–10 of 14").waitFor();
    await filterBy(page, "Country", "Singapore");
    await page.getByText("1–10 of 12").waitFor();
    const name = page.getByRole("columnheader", { name: /Company Name/ });
    await name.getByRole("button").click();
    await expect.poll(() => name.getAttribute("aria-sort")).toBe("ascending");
    await name.getByRole("button").click();
    await expect.poll(() => name.getAttribute("aria-sort")).toBe("descending");
    await pick(page, page, "Rows per page", "20");
    await page.getByText("1–12 of 12").waitFor();
    await expect.poll(() => companyRows(page).first().textContent()).toContain("Heron Labs 12");
    // Every one of the twelve drawn, Heron Labs 12 down to 01, before the rows are read.
    await expect.poll(() => companyRows(page).count()).toBe(12);
    const shown = await companyRows(page).allTextContents();
    expect(shown.map((row) => /Heron Labs \d\d/.exec(row)?.[0])).toEqual([...names].reverse());
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(address)).toMatchObject({
      search: "Heron Labs",
      sortfield: expect.any(String),
      sortdirection: "desc",
      page_size: "20",
      country: expect.any(String),
    });

    await page.reload();
    await page.getByText("1–12 of 12").waitFor();
    await expect.poll(() => companyRows(page).allTextContents()).toEqual(shown);
    expect(await page.getByRole("searchbox").inputValue()).toBe("Heron Labs");
    expect(await name.getAttribute("aria-sort")).toBe("descending");
    expect(await page.getByRole("combobox", { name: "Rows per page" }).textContent()).toContain("20");
    await activeFilters(page).getByText("Country: Singapore", { exact: true }).waitFor();

    // Another filter, then Back: the earlier one, its rows and its chip.
    await activeFilters(page).getByRole("button", { name: "Remove Country: Singapore" }).click();
    await page.getByText("1–14 of 14").waitFor();
    await page.goBack();
    await page.getByText("1–12 of 12").waitFor();
    await activeFilters(page).getByText("Country: Singapore", { exact: true }).waitFor();
    await expect.poll(() => companyRows(page).allTextContents()).toEqual(shown);
  });

  it('follows "+N more companies" from the dashboard to the filtered list in a new tab', async () => {
    const names = ["Tern", "Wren", "Kite", "Lark", "Rook"].map((bird) => `${bird} Analytics`);
    await seedCompanies(names, { country: "Australia", confidenceLevel: "Very Low" });
    const page = await signedIn();
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard/");
    await page.getByRole("combobox", { name: "View" }).click();
    await page.getByRole("option", { name: "Confidence Level" }).click();

    // The Very Low row of the summary lists three of the five, and links to the rest.
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Very Low" }) });
    const more = row.getByRole("link", { name: "+2 more companies" });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), more.click()]);
    await tab.waitForURL((url) => url.pathname === "/companies" && url.searchParams.has("confidence_level"));
    await expect.poll(() => companyRows(tab).count()).toBe(5);
    expect((await companyRows(tab).allTextContents()).join(" ")).toContain("Rook Analytics");
    await tab.getByText("1–5 of 5").waitFor();
    // The link's filters show as chips above the table.
    await activeFilters(tab).getByText("Confidence Level: Very Low", { exact: true }).waitFor();
  });
});
