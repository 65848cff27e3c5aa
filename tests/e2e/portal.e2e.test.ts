import { describe, expect, it } from "vitest";
import { AdapterError } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import { E2E_ADMIN } from "./support/startPortal";
import { portalSuite, sidebar, signIn } from "./support/suite";

const suite = portalSuite();
const visit = () => suite.visit();

describe("portal, end to end", () => {
  it("serves the portal and its API from npm start", async () => {
    const page = await visit();
    await page.goto("/");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.getByRole("heading", { name: "Sign in as Employee" }).waitFor();
    const answer = await fetch(`${suite.portal().origin}/api/v1/journey-item`);
    expect(answer.status).toBe(401);
  });

  it("signs the seeded administrator in with the ERP username", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await sidebar(page).getByRole("link", { name: "Location" }).waitFor();
    await page.getByRole("button", { name: /profile|account/i }).click();
    await page.getByText(E2E_ADMIN.email).waitFor();
  });

  it("signs the administrator in with the e-mail address", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
  });

  it("refuses a wrong password and stays on the sign-in page", async () => {
    const page = await visit();
    suite.visitor().expectFailedRequests(401);
    await signIn(page, E2E_ADMIN.username, "not-the-password");
    await page.getByText("Invalid username or password.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  it("signs in from an automatic sign-in link", async () => {
    const page = await visit();
    const sealed = createEnvelope(suite.envelopeKey()).sealText(E2E_ADMIN.password);
    const password = Buffer.from(sealed).toString("base64");
    await page.goto(`/login?username=${E2E_ADMIN.username}&password=${encodeURIComponent(password)}`);
    await page.waitForURL("**/companies");
  });

  it("switches the administrator to the USER role", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await sidebar(page).getByRole("link", { name: "Location" }).waitFor();
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "USER" }).click();
    await expect.poll(() => sidebar(page).getByRole("link", { name: "Location" }).count()).toBe(0);
    // The switch lands on /gwx, which then sends the role to its first screen.
    await page.waitForURL((url) => url.pathname === "/companies");
    await sidebar(page).getByRole("link", { name: "Dashboard" }).waitFor();
  });

  it("switches role from a page the next role may not open, and lands on the companies list", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await sidebar(page).getByRole("link", { name: "Location" }).click();
    await page.getByRole("heading", { level: 1, name: "Location" }).waitFor();
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "USER" }).click();
    await page.waitForURL((url) => url.pathname === "/companies");
    await page.getByRole("heading", { level: 1, name: "Companies" }).waitFor();
    expect(await sidebar(page).getByRole("link", { name: "Location" }).count()).toBe(0);
    // Never by the 403 page: the role took effect once the Location page was left.
    expect(visited).not.toContain("/403");
  });

  it("shows the page skeleton at once while a sidebar page's code is still loading", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === "/companies");
    await expect.poll(() => page.locator("[aria-busy='true']").count()).toBe(0);
    // The next page's code arrives only when let through, as on a slow connection.
    let letThrough: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      letThrough = resolve;
    });
    await page.route("**/*.js", async (route) => {
      await arrived;
      await route.continue();
    });
    await sidebar(page).getByRole("link", { name: "Sender Details" }).click();
    await page.locator("[aria-busy='true']", { hasText: "Loading" }).waitFor({ timeout: 2000 });
    letThrough?.();
    await page.getByRole("heading", { name: "Sender Details" }).waitFor();
    await page.unroute("**/*.js");
  });

  it("creates, edits and finds a location", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await sidebar(page).getByRole("link", { name: "Location" }).click();
    await page.waitForURL("**/location");
    await page.getByRole("button", { name: "Add Location" }).click();
    await page.waitForURL("**/location/add");
    await page.getByLabel(/location name/i).fill("Nairobi");
    await page.getByLabel("Order").fill("5");
    await page.getByRole("button", { name: /save|submit/i }).click();
    await page.waitForURL("**/location");
    await page
      .getByRole("status")
      .filter({ hasText: /location/i })
      .first()
      .waitFor();

    await page.getByRole("searchbox").fill("Nairobi");
    await page.getByRole("link", { name: "Nairobi" }).click();
    await page.getByRole("heading", { name: "Update Location" }).waitFor();
    await page.getByLabel(/location name/i).fill("Nairobi East");
    await page.getByRole("button", { name: /save|submit|update/i }).click();
    await page.waitForURL("**/location");

    await page.getByRole("searchbox").fill("Nairobi East");
    await page.getByRole("link", { name: "Nairobi East" }).waitFor();
  });

  it("creates a user who then signs in without the admin menu and is refused admin routes", async () => {
    const page = await visit();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL("**/companies");
    await sidebar(page).getByRole("link", { name: "User", exact: true }).click();
    await page.waitForURL("**/users");
    await page.getByRole("button", { name: "Add User" }).click();
    await page.waitForURL("**/users/add");
    await page.getByLabel("First Name").fill("Meera");
    await page.getByLabel("Last Name").fill("Iyer");
    await page.getByLabel("ERP Username").fill("miyer");
    await page.getByLabel("Email").fill("meera.iyer@pipeline.test");
    await page.getByLabel(/^Password/).fill("Meera@2026-pass");
    await page.getByRole("button", { name: /save|submit/i }).click();
    await page.waitForURL("**/users");
    await page.getByRole("link", { name: "Meera Iyer" }).waitFor();

    await page.getByRole("button", { name: /profile|account/i }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/login");

    await signIn(page, "miyer", "Meera@2026-pass");
    await page.waitForURL("**/companies");
    await expect(sidebar(page).getByRole("link", { name: "User" }).count()).resolves.toBe(0);
    await expect(sidebar(page).getByRole("link", { name: "Location" }).count()).resolves.toBe(0);

    await page.goto("/users");
    await page.getByRole("heading", { name: "Not Authorized" }).waitFor();

    const api = suite.apiClient();
    await api.auth.erpLogin({ username: "miyer", password: "Meera@2026-pass" });
    const refused = await api.users.list({ page: 1, pageSize: 10 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdapterError);
    expect((refused as AdapterError).status).toBe(403);
  });

  it("shows the logged-out page on a signed-in route without a session", async () => {
    const page = await visit();
    await page.goto("/users");
    await page.getByRole("heading", { name: "Sorry, You are logged out!" }).waitFor();
    await page.getByRole("button", { name: "Go to Home" }).click();
    // The sign-in, carrying the page asked for to return to it.
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/users");
  });

  it("answers an unknown path with the not-found page", async () => {
    const page = await visit();
    await page.goto("/no-such-page");
    await page.waitForURL("**/404");
    await page.getByRole("heading", { name: "Sorry, page not found!" }).waitFor();
    await page.getByRole("button", { name: "Go to Home" }).click();
    await page.waitForURL("**/login");
  });
});
