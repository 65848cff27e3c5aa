import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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

  it("filters and sorts the table on the server", async () => {
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    const locations = await api.lookups.options("location");
    const designations = await api.lookups.options("company-member-designation");
    const singapore = locations.find((entry) => entry.label === "Singapore")?.id ?? 0;
    const founder = designations[0]?.id ?? 0;
    for (const [name, domain] of [
      ["Orbit Payments", "orbit.example.com"],
      ["Azure Freight", "azure.example.com"],
    ] as const) {
      await api.companies.create({
        company_name: name,
        website: `https://${domain}`,
        location_id: [singapore],
        country: singapore,
        company_members: [
          {
            first_name: "Lee",
            last_name: "Tan",
            email: `lee@${domain}`,
            mobile: "+6591234567",
            linkedin_profile: "https://www.linkedin.com/in/leetan",
            cmd: [founder],
          },
        ],
      });
    }

    const page = await signedIn();
    await expect.poll(() => companyRows(page).count()).toBe(3);
    await pick(page, page, "Country", "Singapore");
    await expect.poll(() => companyRows(page).count()).toBe(2);

    const name = page.getByRole("columnheader", { name: /Company Name/ });
    await name.getByRole("button").click();
    await expect.poll(() => name.getAttribute("aria-sort")).toBe("ascending");
    await expect.poll(() => companyRows(page).first().textContent()).toContain("Azure Freight");
    await name.getByRole("button").click();
    await expect.poll(() => companyRows(page).first().textContent()).toContain("Orbit Payments");
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
});
