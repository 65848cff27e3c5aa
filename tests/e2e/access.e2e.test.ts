import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DataAdapter, Id } from "@pipeline/contract";
import { createHttpAdapter } from "@pipeline/adapter-http";
import { createEnvelope } from "@pipeline/contract/envelope";
import { ADMIN, journeyItem, journeyWorld, openStage, type Person } from "./support/journeyWorld";
import { portalSuite, sidebar } from "./support/suite";

// What the portal does when the server says no, against `npm start` in Chromium: a session ended on
// the server sends the user to sign in and back to where they were; a page whose read is refused
// shows the 403 page with the server's reason; an action refused anyway says so in a toast and the
// page stays; a link followed while signed out lands on its page after signing in.

const suite = portalSuite();
const world = journeyWorld(suite);
const TECH_IN_INDIA = { country: "India", practice: "Technology" };

const pathOf = (page: Page) => new URL(page.url()).pathname;
const nextOf = (page: Page) => new URL(page.url()).searchParams.get("next");

/** An API client signed in as this person, as another client of the API would be. */
async function apiAs(person: Person): Promise<DataAdapter> {
  const api = suite.apiClient();
  await api.auth.erpLogin({ username: person.username, password: person.password });
  return api;
}

/** The token the browser's session holds (stored sealed with the portal's envelope key). */
async function browserToken(page: Page): Promise<string> {
  const sealed = await page.evaluate(() => localStorage.getItem("pipeline.session"));
  if (!sealed) throw new Error("The browser holds no session.");
  const stored = JSON.parse(createEnvelope(suite.envelopeKey()).openText(sealed)) as { token: string };
  return stored.token;
}

/** Signs out through the API with this token, as another tab or client of the same session would. */
async function signOutServerSide(token: string): Promise<void> {
  const api = createHttpAdapter({
    baseUrl: `${suite.portal().origin}/api/v1/`,
    envelopeKey: suite.envelopeKey(),
    session: { getToken: () => token, getActiveRole: () => null, clear: () => undefined },
  });
  await api.auth.logout();
}

/** Fills the sign-in form already on screen (keeping its address) and signs in. */
async function signInHere(page: Page, person: Person) {
  await page.getByLabel("Username").fill(person.username);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("access, end to end", () => {
  it("sends a user whose session the server ended to sign in, then back to the page they opened", async () => {
    const person = await world.user("Ravi", "Kumar", TECH_IN_INDIA);
    const page = await world.signInAs(person);
    suite.visitor().expectFailedRequests(401);
    // The companies page has read all it reads on opening: the next read is the one the Dashboard
    // link makes, not one the list was still making when the session ended.
    await page.waitForLoadState("networkidle");

    await signOutServerSide(await browserToken(page));
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();

    await page.waitForURL((url) => url.pathname === "/login");
    expect(nextOf(page)).toBe("/dashboard/");
    await page.getByRole("heading", { name: "Sign in as Employee" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("pipeline.session"))).toBeNull();

    await signInHere(page, person);
    await page.waitForURL((url) => url.pathname === "/dashboard/");
  });

  it("shows the 403 page, with the server's reason, for a page whose read is refused", async () => {
    const companyId = await world.company("Orbit Analytics", TECH_IN_INDIA);
    const page = await world.signInAs(ADMIN);
    // The company refused, and its journey, which the page asks for beside it (not found for USER).
    suite.visitor().expectFailedRequests(403, 404);
    await page.goto(`/companies/${companyId}`);
    await page.getByRole("heading", { level: 1, name: "Orbit Analytics" }).waitFor();
    await page.goto("/companies");

    // Acting as USER, the administrator is not assigned the company they added.
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "USER" }).click();
    await expect.poll(() => sidebar(page).getByRole("link", { name: "Location" }).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === "/companies");
    await page.goto(`/companies/${companyId}`);

    await page.waitForURL((url) => url.pathname === "/403");
    await page.getByRole("heading", { name: "Not Authorized" }).waitFor();
    await page.getByText("This company is not assigned to you as USER.").waitFor();
    expect(await page.getByText(/may have been removed/).count()).toBe(0);
    // Go Back returns to the page before: the refused one was replaced.
    await page.getByRole("button", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname === "/companies");
  });

  it("says in a toast why an action was refused, and stays on the page", async () => {
    const person = await world.user("Anil", "Menon", TECH_IN_INDIA);
    const companyId = await world.company("Pixel Forge", TECH_IN_INDIA);
    const admin = await apiAs(ADMIN);
    const moderator = (await admin.users.short()).find((user) => user.first_name === "Anil");
    const company = await admin.companies.get(companyId);
    const stages = await admin.journey.definitions();
    const stage = stages.find((entry) => entry.tasks.some((task) => task.type === "MEETING"));
    const task = stage?.tasks.find((entry) => entry.type === "MEETING");
    if (!moderator || !stage || !task) throw new Error("No moderator or MEETING task in the seed.");
    const meeting = await admin.meetings.schedule({
      company_id: companyId,
      stage_id: stage.stage.id,
      task_id: task.id,
      attendees: company.company_members.map((member) => member.id as Id),
      moderators: [moderator.pk],
      start_date: new Date(Date.now() + 86_400_000).toISOString(),
      duration: 30,
      status: "CONFIRMED",
      isGatewayMeetScheduled: true,
    });

    const page = await world.openCompanyAs(person, companyId, "Pixel Forge");
    suite.visitor().expectFailedRequests(403);
    await openStage(page, stage.stage.label);
    const card = journeyItem(page, task.label);
    const comment = card.getByRole("button", { name: "Comment" });
    await comment.waitFor();

    // Meanwhile the same moderator comments from elsewhere: the one comment they may give is spent.
    await (
      await apiAs(person)
    ).meetings.comment(meeting.data.id, {
      company_id: companyId,
      stage_id: stage.stage.id,
      task_id: task.id,
      comment_text: "Sent from the phone.",
      status: "COMPLETED",
    });

    await comment.click();
    const dialog = page.getByRole("dialog", { name: "Meeting Comment" });
    await dialog.getByRole("textbox", { name: /Comment/ }).fill("Strong team; next: diligence.");
    await dialog.getByRole("button", { name: "Submit" }).click();

    await page
      .getByRole("alert")
      .filter({ hasText: "You have already commented on this meeting." })
      .waitFor();
    expect(pathOf(page)).toBe(`/companies/${companyId}`);
    await page.getByRole("heading", { level: 1, name: "Pixel Forge" }).waitFor();
  });

  it("lands a link followed while signed out on its page once signed in", async () => {
    const companyId = await world.company("Quill Labs", TECH_IN_INDIA);
    const page = await suite.visit();
    await page.goto(`/companies/${companyId}`);
    await page.getByRole("heading", { name: "Sorry, You are logged out!" }).waitFor();
    await page.getByRole("button", { name: "Go to Home" }).click();

    await page.waitForURL((url) => url.pathname === "/login");
    expect(nextOf(page)).toBe(`/companies/${companyId}`);
    await signInHere(page, ADMIN);
    await page.waitForURL((url) => url.pathname === `/companies/${companyId}`);
    await page.getByRole("heading", { level: 1, name: "Quill Labs" }).waitFor();
  });

  it("ignores a sign-in return address that leads off the site", async () => {
    const page = await suite.visit();
    await page.goto("/login?next=%2F%2Fevil.example%2Fcompanies");
    await signInHere(page, ADMIN);
    await page.waitForURL((url) => url.pathname === "/companies");
    expect(new URL(page.url()).origin).toBe(suite.portal().origin);
  });
});
