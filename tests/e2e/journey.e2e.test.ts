import { describe, expect, it } from "vitest";
import {
  ADMIN,
  addLinkedinMessage,
  chooseTask,
  colourOf,
  journeyItem,
  journeyWorld,
  openAddItem,
  openStage,
  pick,
  showTimeline,
} from "./support/journeyWorld";
import { portalSuite } from "./support/suite";

const suite = portalSuite();
const world = journeyWorld(suite);

/** Where the companies of these walk-throughs sit, and the users who see them. */
const TECH_IN_INDIA = { country: "India", practice: "Technology" };

describe("the company journey, end to end", () => {
  it("records a summary, call notes and a LinkedIn message, seen in both views and after a reload", async () => {
    const companyId = await world.company("Harbour Analytics", TECH_IN_INDIA);
    const page = await world.openCompanyAs(ADMIN, companyId, "Harbour Analytics");

    // The summary: its form follows the task in the dialog.
    let dialog = await openAddItem(page);
    await chooseTask(page, dialog, "Screening", "Company Summary");
    let form = dialog.getByRole("form", { name: "Add Summary" });
    await form.getByRole("textbox", { name: "Country", exact: true }).fill("India");
    await form.getByRole("textbox", { name: "Business", exact: true }).fill("Freight analytics for ports");
    await form.getByRole("textbox", { name: /^Comments/ }).fill("Strong founding team, early revenue.");
    await form.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    // The call notes, in the same stage.
    dialog = await openAddItem(page);
    await chooseTask(page, dialog, "Screening", "Screening Call Notes");
    form = dialog.getByRole("form", { name: "Add Call Notes" });
    await form.getByRole("textbox", { name: "Current Team Size" }).fill("42");
    await form.getByRole("textbox", { name: "Finance Team Comments" }).fill("Burn covered for 18 months.");
    await form.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    const message = "Hi Lee, we would like to learn more about Harbour Analytics.";
    await addLinkedinMessage(page, message, "2026-11-20T10:30");

    // Collapsed (the first visit's view): each stage holds its new items, without a reload.
    const rail = page.getByRole("navigation", { name: "Stages" });
    await rail.getByRole("button", { name: /go to Sourcing/ }).waitFor();
    await rail.getByRole("button", { name: /go to Screening/ }).waitFor();
    await openStage(page, "Sourcing");
    await openStage(page, "Screening");
    await journeyItem(page, "LinkedIn Connect").getByText(message).waitFor();
    const summary = journeyItem(page, "Company Summary");
    await summary.getByRole("button", { name: "Open summary" }).waitFor();
    // The summary's required comment is what its item says on the timeline, as a LinkedIn item
    // shows its message.
    expect(
      await summary.getByText("Strong founding team, early revenue.").count(),
      "the summary's comment on its timeline item",
    ).toBe(1);

    // The saved records open again from their items.
    await summary.getByRole("button", { name: "Open summary" }).click();
    dialog = page.getByRole("dialog", { name: "Company Summary" });
    form = dialog.getByRole("form", { name: "Update Summary" });
    await expect
      .poll(() => form.getByRole("textbox", { name: "Business", exact: true }).inputValue())
      .toBe("Freight analytics for ports");
    await expect(form.getByRole("textbox", { name: /^Comments/ }).inputValue()).resolves.toBe(
      "Strong founding team, early revenue.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    await journeyItem(page, "Screening Call Notes").getByRole("button", { name: "Open call notes" }).click();
    dialog = page.getByRole("dialog", { name: "Screening Call Notes" });
    form = dialog.getByRole("form", { name: "Update Call Notes" });
    await expect.poll(() => form.getByRole("textbox", { name: "Current Team Size" }).inputValue()).toBe("42");
    await expect(form.getByRole("textbox", { name: "Finance Team Comments" }).inputValue()).resolves.toBe(
      "Burn covered for 18 months.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // Expanded, remembered across a reload, with all three items.
    await showTimeline(page, "Expanded");
    await page.reload();
    await expect
      .poll(() => page.getByRole("button", { name: "Expanded" }).getAttribute("aria-pressed"))
      .toBe("true");
    const journey = page.getByRole("list", { name: "Journey" });
    await journey.getByRole("listitem", { name: "Sourcing, 1 item" }).waitFor();
    await journey.getByRole("listitem", { name: "Screening, 2 items" }).waitFor();
    await journeyItem(page, "LinkedIn Connect").getByText(message).waitFor();
    await journeyItem(page, "Company Summary").getByRole("button", { name: "Open summary" }).waitFor();
    await journeyItem(page, "Screening Call Notes")
      .getByRole("button", { name: "Open call notes" })
      .waitFor();
  });

  it("asks a second user to review an evaluation, and that reviewer approves it", async () => {
    const companyId = await world.company("Tidewater Robotics", TECH_IN_INDIA);
    const reviewer = await world.user("Asha", "Raman", TECH_IN_INDIA);
    let page = await world.openCompanyAs(ADMIN, companyId, "Tidewater Robotics");

    const dialog = await openAddItem(page);
    await chooseTask(page, dialog, "Screening", "Screening Review");
    await pick(page, dialog, "Reviewers", reviewer.name);
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await openStage(page, "Screening");
    let review = journeyItem(page, "Screening Review");
    await review.getByText("Pending", { exact: true }).waitFor();
    let answers = review.getByRole("list", { name: "Reviewers of Screening Review" });
    await answers
      .getByRole("listitem")
      .filter({ hasText: reviewer.name })
      .getByText("Waiting for an answer")
      .waitFor();
    // The one who asked is no reviewer: no decision is offered to them.
    await expect(review.getByRole("button", { name: "Comment" }).count()).resolves.toBe(0);

    // The reviewer, in a browser of their own, gives the decision.
    page = await world.openCompanyAs(reviewer, companyId, "Tidewater Robotics");
    await openStage(page, "Screening");
    review = journeyItem(page, "Screening Review");
    await review.getByRole("button", { name: "Comment" }).click();
    const approval = page.getByRole("dialog", { name: "Submit Approval" });
    const decision = "Clear path to profitability; go ahead.";
    await approval.getByRole("textbox", { name: /^Comment/ }).fill(decision);
    await approval.getByRole("radio", { name: "Approved" }).check();
    await approval.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("status").getByText("Decision submitted successfully.").waitFor();
    await approval.waitFor({ state: "detached" });
    // Every reviewer has approved: the item is Approved, and the answer shows who gave it and why.
    await review.locator("header").getByText("Approved", { exact: true }).waitFor();
    answers = review.getByRole("list", { name: "Reviewers of Screening Review" });
    await answers.getByRole("listitem").filter({ hasText: reviewer.name }).getByText(decision).waitFor();
    // One decision each: the reviewer is not asked again.
    await expect(review.getByRole("button", { name: "Comment" }).count()).resolves.toBe(0);

    // Whoever opens the company next sees the decision and who gave it, in both views and after a reload.
    page = await world.openCompanyAs(ADMIN, companyId, "Tidewater Robotics");
    // The company itself reads as approved, beside its name.
    await page
      .getByRole("heading", { level: 1 })
      .locator("..")
      .getByText("Approved", { exact: true })
      .waitFor();
    await openStage(page, "Screening");
    review = journeyItem(page, "Screening Review");
    answers = review.getByRole("list", { name: "Reviewers of Screening Review" });
    const status = review.locator("header").getByText("Approved", { exact: true });
    await status.waitFor();
    await expect(colourOf(status)).resolves.toBe("green");
    await answers.getByText(decision).waitFor();
    await answers.getByText(reviewer.name).waitFor();
    await showTimeline(page, "Expanded");
    await page.reload();
    await page.getByRole("list", { name: "Journey" }).waitFor();
    await status.waitFor();
    await answers.getByText(decision).waitFor();
  });

  it("gives a third user one day of access to one item, then revokes it", async () => {
    const companyId = await world.company("Saltmarsh Energy", TECH_IN_INDIA);
    // Elsewhere: without a grant this user does not see the company.
    const guest = await world.user("Noor", "Haddad", { country: "Germany", practice: "Healthcare" });
    let page = await world.openCompanyAs(ADMIN, companyId, "Saltmarsh Energy");
    const message = "Hi Lee, could we see the Saltmarsh pilot results?";
    await addLinkedinMessage(page, message, "2026-11-21T09:00");
    let dialog = await openAddItem(page);
    await chooseTask(page, dialog, "Screening", "Company Summary");
    const form = dialog.getByRole("form", { name: "Add Summary" });
    await form.getByRole("textbox", { name: "Business", exact: true }).fill("Tidal storage");
    await form.getByRole("textbox", { name: /^Comments/ }).fill("Not for sharing yet.");
    await form.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    // Share the LinkedIn item for one day: the badge warns that it runs out soon.
    await openStage(page, "Sourcing");
    await journeyItem(page, "LinkedIn Connect").getByRole("button", { name: "Share" }).click();
    dialog = page.getByRole("dialog", { name: "User Access Management" });
    await dialog.getByText("Nobody has been given access yet").waitFor();
    await pick(page, dialog, "User", guest.name);
    await dialog.getByRole("spinbutton", { name: /^Number of days/ }).fill("1");
    await dialog.getByRole("button", { name: "Grant Access" }).click();
    let grants = dialog.getByRole("list", { name: "Current access" });
    await grants.getByText(guest.name).waitFor();
    await grants.getByText("1 day left").waitFor();
    await expect(colourOf(grants.getByText("1 day left"))).resolves.toBe("orange");
    await dialog.getByText("No reads yet").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    // The guest sees the company with that one item, and nothing else of its journey.
    page = await world.openCompanyAs(guest, companyId, "Saltmarsh Energy");
    await openStage(page, "Sourcing");
    await journeyItem(page, "LinkedIn Connect").getByText(message).waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(1);
    await expect(page.getByRole("button", { name: /^Screening/ }).count()).resolves.toBe(0);
    // Read-only: nothing to add, update or share.
    for (const button of ["Action", "Update", "Update Company", "Share"]) {
      expect(
        await page.getByRole("button", { name: button, exact: true }).count(),
        `the ${button} button`,
      ).toBe(0);
    }

    // The admin reads the guest's visit in the access log, and revokes the grant.
    page = await world.openCompanyAs(ADMIN, companyId, "Saltmarsh Energy");
    await openStage(page, "Sourcing");
    await journeyItem(page, "LinkedIn Connect").getByRole("button", { name: "Share" }).click();
    dialog = page.getByRole("dialog", { name: "User Access Management" });
    await dialog.getByRole("list", { name: "Access log" }).getByText(guest.name).waitFor();
    await dialog.getByRole("button", { name: `Revoke access of ${guest.name}` }).click();
    // Nothing is revoked until the person confirms it.
    const confirm = page.getByRole("dialog", { name: "Revoke access?" });
    await confirm.getByText(`${guest.name} will no longer be able to open this item.`).waitFor();
    await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
    await confirm.waitFor({ state: "detached" });
    grants = dialog.getByRole("list", { name: "Current access" });
    await grants.getByText("Expired").waitFor();
    await expect(colourOf(grants.getByText("Expired"))).resolves.toBe("red");
    await expect(dialog.getByRole("button", { name: /^Revoke/ }).count()).resolves.toBe(0);

    // The guest is refused now: the company reads as unknown to them, and its journey is gone.
    page = await world.signInAs(guest);
    suite.visitor().expectFailedRequests(404);
    await page.goto(`/companies/${companyId}`);
    await page.getByText("Company not found", { exact: true }).waitFor();
    await expect(page.getByText(message).count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { name: "Saltmarsh Energy" }).count()).resolves.toBe(0);
    // One message says so, with no journey to retry and no actions on a company they cannot see.
    await expect.poll(() => page.getByText("Loading the journey").count()).toBe(0);
    expect(
      await page.getByText("Could not load the journey").count(),
      "a journey error under the company's own not-found message",
    ).toBe(0);
    for (const button of ["Action", "Update"]) {
      expect(
        await page.getByRole("button", { name: button, exact: true }).count(),
        `the ${button} button`,
      ).toBe(0);
    }
  });
});
