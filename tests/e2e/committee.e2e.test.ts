import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN,
  chooseTask,
  journeyItem,
  journeyWorld,
  openAddItem,
  openStage,
  type Person,
} from "./support/journeyWorld";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { portalSuite, sidebar } from "./support/suite";

// The investment committee end to end, against `npm start` with a real SMTP server: three
// reviewers on the default journey's blind gate (Investment Committee Review, a quorum of 2),
// the decision record and its PDF, the later stage opening, My Reviews, and a reminder to a
// reviewer whose answer has waited past REVIEW_REMINDER_DAYS on a server whose clock runs ahead.

const DAY_MS = 86_400_000;
const CLOCK_AHEAD = fileURLToPath(new URL("./support/clockAhead.mjs", import.meta.url));
const TECH_IN_INDIA = { country: "India", practice: "Technology" };
const COMPANY = "Kestrel Dynamics";

let mailbox: Mailbox;
/** The server's clock, ahead of the real one by this much (0: the real one). */
let clockAheadMs = 0;
const folder = mkdtempSync(path.join(os.tmpdir(), "pipeline-committee-e2e-"));

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox?.close();
  rmSync(folder, { recursive: true, force: true });
});

const suite = portalSuite(() => ({
  SMTP_URL: mailbox.url,
  REVIEW_REMINDER_DAYS: "3",
  ...(clockAheadMs > 0 && {
    NODE_OPTIONS: `--import=${CLOCK_AHEAD}`,
    PIPELINE_E2E_CLOCK_AHEAD_MS: String(clockAheadMs),
  }),
}));
const world = journeyWorld(suite);

/** pdfjs's own copies of the standard fonts, which the PDF names without embedding them. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

/** Every word of a PDF, page after page, as a reader's text selection gives it. */
async function pdfText(file: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(file)), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n").replace(/\s+/g, " ");
}

/** Asks these reviewers for the task's evaluation through Add Item. */
async function askForReview(page: Page, stage: string, task: string, reviewers: readonly Person[]) {
  const dialog = await openAddItem(page);
  await chooseTask(page, dialog, stage, task);
  // The reviewers' list stays open while one is picked after another.
  await dialog.getByRole("combobox", { name: "Reviewers", exact: true }).click();
  for (const reviewer of reviewers)
    await page.getByRole("listbox").getByRole("option", { name: reviewer.name, exact: true }).click();
  await page.keyboard.press("Escape");
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The reviewer's decision on the committee's evaluation, from its card. */
async function answer(page: Page, status: "Approved" | "Rejected", comment: string) {
  await openStage(page, "Evaluation");
  await journeyItem(page, "Investment Committee Review").getByRole("button", { name: "Comment" }).click();
  const approval = page.getByRole("dialog", { name: "Submit Approval" });
  await approval.getByRole("textbox", { name: /^Comment/ }).fill(comment);
  await approval.getByRole("radio", { name: status }).check();
  await approval.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("status").getByText("Decision submitted successfully.").waitFor();
  await approval.waitFor({ state: "detached" });
}

/** The stages Add Item offers, as its Stage select lists them; the dialog is closed again. */
async function offeredStages(page: Page): Promise<{ stages: string[]; note: string }> {
  const dialog = await openAddItem(page);
  await dialog.getByRole("combobox", { name: "Stage", exact: true }).click();
  const stages = await page.getByRole("listbox").getByRole("option").allTextContents();
  await page.keyboard.press("Escape");
  const note = (await dialog.textContent()) ?? "";
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.waitFor({ state: "detached" });
  return { stages, note };
}

describe("the investment committee", () => {
  let companyId: number;
  let reviewers: { ira: Person; dev: Person; sam: Person };

  beforeAll(async () => {
    companyId = await world.company(COMPANY, TECH_IN_INDIA);
    reviewers = {
      ira: await world.user("Ira", "Menon", TECH_IN_INDIA),
      dev: await world.user("Dev", "Kapoor", TECH_IN_INDIA),
      sam: await world.user("Sam", "Pillai", TECH_IN_INDIA),
    };
  });

  it("decides a blind gate by its quorum, freezes the record as a PDF, and then opens the later stages", async () => {
    const { ira, dev, sam } = reviewers;
    let page = await world.openCompanyAs(ADMIN, companyId, COMPANY);
    // Before the committee: no stage after Evaluation is offered, and the dialog says why.
    const before = await offeredStages(page);
    expect(before.stages).toEqual(["Sourcing", "Screening", "Evaluation"]);
    expect(before.note).toContain("Later stages open once the Evaluation committee approves.");
    await askForReview(page, "Evaluation", "Investment Committee Review", [ira, dev, sam]);

    // Sam's My Reviews lists it, and the sidebar counts it.
    page = await world.signInAs(sam);
    await sidebar(page)
      .getByRole("link", { name: /^My Reviews\s*1 review waiting$/ })
      .click();
    await page.getByRole("heading", { name: "My Reviews" }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: COMPANY })
      .getByText("Investment Committee Review")
      .waitFor();

    page = await world.openCompanyAs(ira, companyId, COMPANY);
    await answer(page, "Approved", "Ira: the margins hold at scale.");

    // Dev has not answered: only how many have, none of what they said.
    page = await world.openCompanyAs(dev, companyId, COMPANY);
    await openStage(page, "Evaluation");
    const card = journeyItem(page, "Investment Committee Review");
    await card.getByText("1 of 3 answered").waitFor();
    await card.getByText("Answers stay hidden until you give yours.").waitFor();
    expect(await page.content()).not.toContain("the margins hold");
    await answer(page, "Approved", "Dev: a team that ships.");

    // Two approvals of three: decided. Both answers show, and the decision record with them.
    await card.locator("header").getByText("Approved", { exact: true }).waitFor();
    await card.getByText("Ira: the margins hold at scale.").waitFor();
    await card.getByRole("link", { name: "Decision record" }).click();
    await page.getByRole("heading", { name: "Decision record" }).waitFor();
    await page.getByText(`${COMPANY} · Evaluation · Investment Committee Review`).waitFor();
    await page.getByText("Dev: a team that ships.").waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Decision record - ${COMPANY} - Evaluation.pdf`);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const text = await pdfText(file);
    for (const words of [COMPANY, "Ira: the margins hold at scale.", "Dev: a team that ships.", "APPROVED"])
      expect(text).toContain(words);

    // The later stages are offered now.
    page = await world.openCompanyAs(ADMIN, companyId, COMPANY);
    const after = await offeredStages(page);
    expect(after.stages).toEqual(expect.arrayContaining(["Due Diligence", "Decision"]));
    expect(after.note).not.toContain("Later stages open");

    // Sam's answer is no longer awaited: My Reviews is empty.
    page = await world.signInAs(sam);
    await sidebar(page)
      .getByRole("link", { name: /^My Reviews/ })
      .click();
    await page.getByText("Nothing waits for your review.").waitFor();
    await expect(
      sidebar(page)
        .getByRole("link", { name: /review waiting|reviews waiting/ })
        .count(),
    ).resolves.toBe(0);
  }, 240_000);

  it("reminds a reviewer whose answer has waited past REVIEW_REMINDER_DAYS", async () => {
    // A company of its own: the committee's evaluation above waits no more once decided.
    const { sam } = reviewers;
    const company = "Heron Analytics";
    const heronId = await world.company(company, TECH_IN_INDIA);
    const page = await world.openCompanyAs(ADMIN, heronId, company);
    await askForReview(page, "Screening", "Screening Review", [sam]);
    const address = `${sam.username}@pipeline.test`;
    const reminders = () => mailbox.to(address).filter(({ mail }) => mail.subject?.includes(company));
    expect(mailbox.to(address)).toEqual([]);

    // Four days on, with the reminder due after three: the server's clock runs ahead.
    await suite.stopServer();
    clockAheadMs = 4 * DAY_MS;
    await suite.startServer();
    await expect.poll(() => reminders().length, { timeout: 60_000, interval: 500 }).toBe(1);
    const [reminder] = reminders();
    expect(reminder?.mail.subject).toBe(`Reminder: your review of ${company} is waiting`);
    const html = typeof reminder?.mail.html === "string" ? reminder.mail.html : "";
    expect(html).toContain("Screening Review");
    expect(html).toContain(`/companies/${heronId}`);
  }, 240_000);
});
