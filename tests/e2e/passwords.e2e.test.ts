import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES, passwordLinkSentMessage } from "@pipeline/contract";
import { ADMIN, journeyWorld, type Person } from "./support/journeyWorld";
import { startMailbox, type Delivered, type Mailbox } from "./support/mailbox";
import { portalSuite, sidebar, signIn } from "./support/suite";

// Local passwords as people meet them, against `npm start` with a real SMTP server: an
// administrator e-mails a set-password link, the user opens it from the message, chooses a
// password and signs in with it; and a user changes their own password from the profile menu.

const TECH_IN_INDIA = { country: "India", practice: "Technology" };

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox?.close();
});

/** The address a message's first link leads to. */
function linkIn({ mail }: Delivered): string {
  const html = typeof mail.html === "string" ? mail.html : "";
  return /href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? "";
}

/** The messages to this address, once `count` have arrived. */
async function messagesTo(address: string, count = 1): Promise<Delivered[]> {
  await expect.poll(() => mailbox.to(address).length).toBeGreaterThanOrEqual(count);
  return mailbox.to(address);
}

/** A toast's text, once it shows. */
async function toastSays(page: Page, text: string) {
  await page.getByRole("region", { name: "Notifications" }).getByText(text).waitFor();
}

describe("passwords, end to end", () => {
  const suite = portalSuite(() => ({ SMTP_URL: mailbox.url }));
  const world = journeyWorld(suite);

  it("e-mails a set-password link that the user opens, sets a password with, and signs in with", async () => {
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
    const email = "nisha.rao@pipeline.test";
    // Added without a password: the link gives the user their first one.
    await api.users.create({
      first_name: "Nisha",
      last_name: "Rao",
      email,
      username: "nisha.rao",
      country: [],
      practice: [],
      company: [],
      is_active: true,
    });

    const admin = await world.signInAs(ADMIN);
    await sidebar(admin).getByRole("link", { name: "User" }).click();
    await admin.getByRole("link", { name: "Nisha Rao" }).click();
    await admin.getByRole("heading", { name: "Update User" }).waitFor();
    await admin.getByRole("button", { name: "Send set-password link" }).click();
    await toastSays(admin, passwordLinkSentMessage(email));

    const [message] = await messagesTo(email);
    if (!message) throw new Error("No message reached the user.");
    expect(message.mail.subject).toBe("Set your Pipeline password");
    const link = linkIn(message);
    expect(link.startsWith(`${suite.portal().origin}/set-password?token=`), link).toBe(true);

    // The user, in a browser of their own, opens the link from the message.
    const user = await suite.visit();
    await user.goto(link);
    await user.getByRole("heading", { name: "Set your password" }).waitFor();
    await user.getByText(PASSWORD_MESSAGES.policy).waitFor();
    const password = "Nisha#Harbour-2031";
    await user.getByLabel(/^New password/).fill(password);
    await user.getByLabel(/^Confirm new password/).fill(password);
    await user.getByRole("button", { name: "Set password" }).click();
    await user.waitForURL((url) => url.pathname === "/login");
    await toastSays(user, PASSWORD_MESSAGES.set);

    await signIn(user, "nisha.rao", password);
    await user.waitForURL("**/companies");

    // The link worked once: opened again, it says so and offers sign-in.
    const again = await suite.visit();
    suite.visitor().expectFailedRequests(400);
    await again.goto(link);
    await again.getByLabel(/^New password/).fill("Another#Harbour-2032");
    await again.getByLabel(/^Confirm new password/).fill("Another#Harbour-2032");
    await again.getByRole("button", { name: "Set password" }).click();
    await again.getByRole("button", { name: "Go to sign in" }).waitFor();
    await again
      .getByRole("region", { name: "Set your password" })
      .getByText(PASSWORD_MESSAGES.linkInvalid)
      .waitFor();
  });

  it("lets a user change their own password from the profile menu, then sign in with the new one", async () => {
    const person: Person = await world.user("Kiran", "Das", TECH_IN_INDIA);
    const page = await world.signInAs(person);
    suite.visitor().expectFailedRequests(400, 401);

    const openDialog = async () => {
      await page.getByRole("button", { name: `Profile menu for ${person.name}` }).click();
      await page.getByRole("menuitem", { name: "Change password" }).click();
      const dialog = page.getByRole("dialog", { name: "Change password" });
      await dialog.waitFor();
      return dialog;
    };
    const fresh = "Kiran#Lantern-2031";

    // A typo in the current password is said on its field; the session goes on.
    let dialog = await openDialog();
    await dialog.getByText(PASSWORD_MESSAGES.policy).waitFor();
    await dialog.getByLabel(/^Current password/).fill("Not-My-Password-1");
    await dialog.getByLabel(/^New password/).fill(fresh);
    await dialog.getByLabel(/^Confirm new password/).fill(fresh);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await dialog.getByText(PASSWORD_MESSAGES.wrongCurrent).waitFor();
    expect(new URL(page.url()).pathname).toBe("/companies");

    await dialog.getByLabel(/^Current password/).fill(person.password);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await toastSays(page, PASSWORD_MESSAGES.changed);
    await dialog.waitFor({ state: "detached" });

    // Still signed in: the page reads on.
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL("**/dashboard/");

    await page.getByRole("button", { name: `Profile menu for ${person.name}` }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await signIn(page, person.username, person.password);
    await toastSays(page, "Invalid username or password.");
    await signIn(page, person.username, fresh);
    await page.waitForURL("**/companies");
    dialog = await openDialog();
    await dialog.getByLabel(/^Current password/).waitFor();
  });
});
