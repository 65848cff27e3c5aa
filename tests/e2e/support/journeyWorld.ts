// The set-up and the steps the journey walk-throughs share: companies and users made through the
// API as another client would make them, and what a person does on the company page.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { companyWithLeeTan, slug } from "./companies";
import { E2E_ADMIN } from "./startPortal";
import { type portalSuite, signIn } from "./suite";

type Suite = ReturnType<typeof portalSuite>;

/** A person who signs in with a local password. */
export type Person = { username: string; password: string; name: string };

/** The administrator the portal starts with, shown as Super Admin. */
export const ADMIN: Person = { ...E2E_ADMIN, name: "Super Admin" };

/** Where a company sits: a USER sees it when both are among theirs. */
export type Placing = { country: string; practice: string };

export function journeyWorld(suite: Pick<Suite, "apiClient" | "visit">) {
  async function adminApi() {
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: E2E_ADMIN.username, password: E2E_ADMIN.password });
    return api;
  }

  async function placingIds(api: Awaited<ReturnType<typeof adminApi>>, placing: Placing) {
    const idOf = async (kind: "location" | "practice", label: string) => {
      const found = (await api.lookups.options(kind)).find((entry) => entry.label === label);
      if (!found) throw new Error(`No ${kind} "${label}" in the seed.`);
      return found.id;
    };
    return {
      country: await idOf("location", placing.country),
      practice: await idOf("practice", placing.practice),
    };
  }

  /** Signs this person in, in a browser of their own, and waits for the companies list. */
  async function signInAs(person: Person): Promise<Page> {
    const page = await suite.visit();
    await signIn(page, person.username, person.password);
    await page.waitForURL("**/companies");
    return page;
  }

  return {
    /** A company with one member, Lee Tan, in this country and practice. */
    async company(name: string, placing: Placing): Promise<number> {
      const api = await adminApi();
      const { country, practice } = await placingIds(api, placing);
      const [founder] = await api.lookups.options("company-member-designation");
      const saved = await api.companies.create(
        companyWithLeeTan(name, { country, practice, designation: founder?.id ?? 0 }),
      );
      return saved.data.id;
    },

    /**
     * An active user (role USER, which holds can_view_journey) who sees the companies of this
     * country and practice, with a local password.
     */
    async user(first: string, last: string, placing: Placing): Promise<Person> {
      const api = await adminApi();
      const { country, practice } = await placingIds(api, placing);
      const username = slug(`${first}.${last}`).replace(/-/g, ".");
      const password = `${first}-Pass-2026`;
      await api.users.create({
        first_name: first,
        last_name: last,
        email: `${username}@pipeline.test`,
        username,
        country: [country],
        practice: [practice],
        company: [],
        is_active: true,
        password,
      });
      return { username, password, name: `${first} ${last}` };
    },

    signInAs,

    /** Signs this person in (see signInAs) and opens the company page. */
    async openCompanyAs(person: Person, companyId: number, companyName: string): Promise<Page> {
      const page = await signInAs(person);
      await page.goto(`/companies/${companyId}`);
      await page.getByRole("heading", { level: 1, name: companyName }).waitFor();
      return page;
    },
  };
}

/** The Add Item dialog, opened from the floating Action menu. */
export async function openAddItem(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Action" }).click();
  await page.getByRole("menuitem", { name: "Add Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await dialog.waitFor();
  return dialog;
}

/** Opens a select of a dialog by its accessible name and picks one option. */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
}

/** Stage and task in the Add Item dialog. */
export async function chooseTask(page: Page, dialog: Locator, stage: string, task: string) {
  await pick(page, dialog, "Stage", stage);
  await pick(page, dialog, "Task", task);
}

/** The Add Item dialog's LinkedIn item to Lee Tan, saved. */
export async function addLinkedinMessage(page: Page, message: string, date: string) {
  const dialog = await openAddItem(page);
  await chooseTask(page, dialog, "Sourcing", "LinkedIn Connect");
  await pick(page, dialog, "Company Members", "Lee Tan");
  await page.keyboard.press("Escape");
  const field = dialog.getByRole("textbox", { name: /^Message/ });
  // The task's template fills the message first; what the person types replaces it.
  await expect.poll(async () => (await field.inputValue()).length).toBeGreaterThan(0);
  await field.fill(message);
  await dialog.getByLabel(/^Date/).fill(date);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** A card of the timeline, by its task. */
export const journeyItem = (page: Page, task: string) => page.getByRole("article", { name: task });

/**
 * Opens a stage of the collapsed timeline, unless it is open already, and waits until it shows
 * open: a click that the page moved away from while it still filled in (the header above the
 * timeline, the rail) is made again.
 */
export async function openStage(page: Page, stage: string) {
  const header = page.getByRole("button", { name: new RegExp(`^${stage}`) });
  await expect
    .poll(
      async () => {
        if ((await header.getAttribute("aria-expanded")) !== "true") await header.click();
        return header.getAttribute("aria-expanded");
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe("true");
}

/** Switches the timeline view with the header's toggle and waits for the press to hold. */
export async function showTimeline(page: Page, view: "Collapsed" | "Expanded") {
  const toggle = page.getByRole("button", { name: view });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
}

/** A colour as a person names it. */
export type Hue = "red" | "orange" | "green" | "other";

/**
 * The colour of a badge's text, named as the spec names the statuses' colours (APPROVED green,
 * REJECTED red, other orange) and as a person tells a warning from an ok badge.
 */
export async function colourOf(badge: Locator): Promise<Hue> {
  const shown = await badge.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0] = (shown.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread < 40) return "other";
  let hue: number;
  if (max === r) hue = (60 * ((g - b) / spread) + 360) % 360;
  else if (max === g) hue = 60 * ((b - r) / spread) + 120;
  else hue = 60 * ((r - g) / spread) + 240;
  if (hue < 15 || hue >= 340) return "red";
  if (hue < 50) return "orange";
  if (hue >= 90 && hue < 170) return "green";
  return "other";
}
