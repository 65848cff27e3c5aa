import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN } from "./support/startPortal";
import { portalSuite, signIn } from "./support/suite";

const suite = portalSuite();

/** A company with one member, made through the API as another client would. */
async function companyWithMember(name: string): Promise<number> {
  const api = suite.apiClient();
  await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
  const [india] = (await api.lookups.options("location")).filter((entry) => entry.label === "India");
  const [founder] = await api.lookups.options("company-member-designation");
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.example.com`;
  const saved = await api.companies.create({
    company_name: name,
    website: `https://${domain}`,
    location_id: [india?.id ?? 0],
    company_members: [
      {
        first_name: "Lee",
        last_name: "Tan",
        email: `lee@${domain}`,
        mobile: "+6591234567",
        linkedin_profile: "https://www.linkedin.com/in/leetan",
        cmd: [founder?.id ?? 0],
      },
    ],
  });
  return saved.data.id;
}

/** Opens a select by its accessible name and picks one option. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole("dialog", { name: "Add Item" }).getByRole("combobox", { name: label }).click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
}

describe("the company journey, end to end", () => {
  it("adds a LinkedIn message to a company's journey and sees it in both views and after a reload", async () => {
    const companyId = await companyWithMember("Harbour Analytics");
    const page = await suite.visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await page.goto(`/companies/${companyId}`);
    await page.getByRole("heading", { name: "Harbour Analytics" }).waitFor();

    await page.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: "Add Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    await pick(page, "Stage", "Sourcing");
    await pick(page, "Task", "LinkedIn Connect");
    await pick(page, "Company Members", "Lee Tan");
    await page.keyboard.press("Escape");
    const message = dialog.getByRole("textbox", { name: /^Message/ });
    await expect.poll(async () => (await message.inputValue()).length).toBeGreaterThan(0);
    await message.fill("Hi Lee, we would like to learn more about Harbour Analytics.");
    await dialog.getByLabel(/^Date/).fill("2026-11-20T10:30");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    // Collapsed (the first visit's view): the stage holds the new item, without a reload.
    const rail = page.getByRole("navigation", { name: "Stages" });
    await rail.getByRole("button", { name: /go to Sourcing/ }).waitFor();
    await page.getByRole("button", { name: /^Sourcing/ }).click();
    await page.getByText("Hi Lee, we would like to learn more about Harbour Analytics.").waitFor();

    // Expanded, remembered across a reload.
    await page.getByRole("button", { name: "Expanded" }).click();
    await page.reload();
    await expect
      .poll(() => page.getByRole("button", { name: "Expanded" }).getAttribute("aria-pressed"))
      .toBe("true");
    await page.getByText("Hi Lee, we would like to learn more about Harbour Analytics.").waitFor();
    await expect(page.getByText("LinkedIn Connect").first().isVisible()).resolves.toBe(true);
  });
});
