import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DataAdapter, type Id, IMPORT_COLUMNS } from "@pipeline/contract";
import { ADMIN, journeyWorld } from "./support/journeyWorld";
import { startMailbox, type Delivered, type Mailbox } from "./support/mailbox";
import { portalSuite, sidebar } from "./support/suite";
import { slug } from "./support/companies";
import { lettersOf } from "../support/names.mjs";

// Bulk outreach as the people who use it meet it: a sender verified from its own mailbox, a
// campaign made from companies picked on two pages of the table, its messages received by a real
// SMTP server, opened and clicked, and its figures read back in Campaign Details and on its chart
// page; the Email Logs behind their role; and a server killed while it sends a campaign, started
// again on the same data. One server serves them all (each start costs seconds); links in the
// messages open it, as its PUBLIC_URL defaults to its own address.

const DESKTOP = { width: 1440, height: 900 };
/** A lease run out quickly, so that work a killed server held is taken up again soon. */
const LEASE_SECONDS = 3;
const SENDER = { email: "ventures@pipeline.test", name: "Pipeline Ventures" };
/** journey_item_id of Bulk Initial Outreach (admin-portal.md section 9). */
const INITIAL_OUTREACH = 2;

let mailbox: Mailbox;
// The companies' own website, where the campaign's link leads.
let website: Server;
let websiteOrigin = "";

beforeAll(async () => {
  mailbox = await startMailbox();
  website = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Investor deck</title><h1>Deck ${request.url ?? ""}</h1>`);
  });
  await new Promise<void>((resolve) => website.listen(0, "127.0.0.1", resolve));
  websiteOrigin = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await mailbox?.close();
  await new Promise<void>((resolve) => (website ? website.close(() => resolve()) : resolve()));
});

/** What a reader sees of a message: its HTML, else its text. */
const htmlOf = ({ mail }: Delivered) => (typeof mail.html === "string" ? mail.html : (mail.text ?? ""));

type Founder = { first: string; last: string };
type Prospect = { name: string; founders: Founder[] };

/** The addresses of a company's people, as its members are made below. */
const addressOf = (company: Prospect, founder: Founder) =>
  `${founder.first.toLowerCase()}@${slug(company.name)}.example.com`;

/**
 * Companies made through the API as another client would, each with its founders as members; a
 * few at a time, as several people of a team would.
 */
async function makeCompanies(api: DataAdapter, prospects: readonly Prospect[]): Promise<Map<string, Id>> {
  const [country] = await api.lookups.options("location");
  const [founder] = await api.lookups.options("company-member-designation");
  const ids = new Map<string, Id>();
  const make = async (company: Prospect) => {
    const saved = await api.companies.create({
      company_name: company.name,
      website: `https://${slug(company.name)}.example.com`,
      location_id: [country?.id ?? 0],
      country: country?.id ?? null,
      pitch_line: "a steady climb in recurring revenue",
      company_members: company.founders.map((person) => ({
        first_name: person.first,
        last_name: person.last,
        email: addressOf(company, person),
        mobile: "+6591234567",
        linkedin_profile: `https://www.linkedin.com/in/${person.first.toLowerCase()}`,
        cmd: [founder?.id ?? 0],
      })),
    });
    ids.set(company.name, saved.data.id);
  };
  for (let start = 0; start < prospects.length; start += 5) {
    await Promise.all(prospects.slice(start, start + 5).map(make));
  }
  return ids;
}

/** A workbook of the required columns: `companies` companies of two members each, a row per member. */
async function importWorkbook(companies: number): Promise<Blob> {
  const folder = mkdtempSync(path.join(tmpdir(), "pipeline-stop-import-"));
  try {
    const file = path.join(folder, "companies.xlsx");
    const headers = IMPORT_COLUMNS.filter((column) => column.required).map((column) => column.header);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const sheet = workbook.addWorksheet("Companies");
    sheet.addRow(headers).commit();
    for (let index = 0; index < companies; index += 1) {
      for (const first of ["Asha", "Ravi"]) {
        const values: Record<string, string> = {
          ...(first === "Asha"
            ? { "Company Name": `Quay Works ${index}`, Website: `quay${index}.example`, Locations: "India" }
            : {}),
          "Member First Name": first,
          "Member Last Name": `Q${lettersOf(index)}`,
          "Member Email": `${first.toLowerCase()}@quay${index}.example`,
          "Member LinkedIn Profile": `linkedin.com/in/${first.toLowerCase()}-quay-${index}`,
          "Member Designations": "Founder",
        };
        sheet.addRow(headers.map((header) => values[header] ?? null)).commit();
      }
    }
    await workbook.commit();
    return new File([readFileSync(file)], "quay-works.xlsx", {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A cell of a row of the page's table, by its column's header. */
async function cellOf(page: Page, row: Locator, header: string): Promise<string> {
  const headers = (await page.getByRole("columnheader").allInnerTexts()).map((text) => text.trim());
  const column = headers.indexOf(header);
  if (column < 0) throw new Error(`No column "${header}" among ${headers.join(", ")}.`);
  return (await row.getByRole("cell").nth(column).innerText()).trim();
}

/** A figure tile of the chart page: its number, as shown. */
async function tile(page: Page, term: string): Promise<number> {
  const value = page
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
  return Number((await value.innerText()).replace(/[^\d]/g, ""));
}

describe("bulk outreach, end to end", () => {
  const suite = portalSuite(
    () => ({ SMTP_URL: mailbox.url, BULK_MAIL_RATE: "50", JOB_LEASE_SECONDS: String(LEASE_SECONDS) }),
    { viewport: DESKTOP },
  );
  const world = journeyWorld(suite);

  async function adminPage(): Promise<Page> {
    return world.signInAs(ADMIN);
  }

  async function adminApi(): Promise<DataAdapter> {
    const api = suite.apiClient();
    await api.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
    return api;
  }

  it("verifies a new sender through the link e-mailed to it", async () => {
    const page = await adminPage();
    await sidebar(page).getByRole("link", { name: "Sender Details" }).click();
    await page.waitForURL("**/sender-details");
    await page.getByRole("button", { name: "Add Sender" }).click();
    await page.waitForURL("**/sender-details/add");
    await page.getByRole("textbox", { name: /^Email/ }).fill(SENDER.email);
    await page.getByRole("textbox", { name: /^Name/ }).fill(SENDER.name);
    await page.getByRole("textbox", { name: /^Address/ }).fill("4 Residency Road");
    await page.getByRole("textbox", { name: /^City/ }).fill("Bengaluru");
    await page.getByRole("combobox", { name: /^Country/ }).click();
    await page.getByRole("listbox").getByRole("option", { name: "India", exact: true }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL("**/sender-details");
    const row = page.locator("[data-row-id]").filter({ hasText: SENDER.email });
    await expect.poll(() => row.innerText()).toContain("Not verified");

    // The verification e-mail, opened from the sender's own mailbox.
    await expect.poll(() => mailbox.to(SENDER.email).length).toBe(1);
    const message = mailbox.to(SENDER.email)[0] as Delivered;
    const link = /https?:\/\/[^\s"<[\]]+\/sender-details\/verify\/[\w.-]+/.exec(htmlOf(message))?.[0] ?? "";
    expect(link.startsWith(suite.portal().origin)).toBe(true);
    const inbox = await suite.visit();
    await inbox.goto(link);
    await inbox.getByRole("heading", { name: "Sender verified" }).waitFor();

    // Back in Sender Details, Check status finds it verified.
    await row.getByRole("button", { name: `Check status of ${SENDER.email}` }).click();
    await page.getByText(`${SENDER.email} is verified.`).waitFor();
    await expect.poll(() => row.innerText()).toMatch(/\bVerified\b/);
    expect(await row.innerText()).not.toContain("Not verified");
  });

  // Twelve companies (one table page of 10 and two more); the second has two founders.
  const FIRST_NAMES = ["Asha", "Bilal", "Chen", "Divya", "Emre", "Farida", "Goran", "Hana", "Ishaan"];
  const PROSPECTS: Prospect[] = [...FIRST_NAMES, "Jonas", "Kavya", "Luca"].map((first, index) => ({
    name: `Meridian Works ${String(index + 1).padStart(2, "0")}`,
    founders: [{ first, last: "Menon" }, ...(index === 1 ? [{ first: "Mei", last: "Lin" }] : [])],
  }));
  const PICKED = [0, 1, 2, 10, 11].map((index) => PROSPECTS[index] as Prospect);
  const RECIPIENTS = PICKED.flatMap((company) =>
    company.founders.map((founder) => ({ company, founder, email: addressOf(company, founder) })),
  );
  const CAMPAIGN = "Meridian spring introductions";
  const DECK = () => `${websiteOrigin}/meridian-deck`;

  it("sends a campaign to companies picked on two pages, tracks an open and a click, and charts them", async () => {
    await makeCompanies(await adminApi(), PROSPECTS);

    const page = await adminPage();
    const tick = (company: Prospect) =>
      page.getByRole("checkbox", { name: `Select ${company.name}`, exact: true });
    await page
      .getByRole("columnheader", { name: /Company Name/ })
      .getByRole("button")
      .click();
    await page.getByText("1–10 of 12").waitFor();
    for (const company of PICKED.slice(0, 3)) await tick(company).check();
    await page.getByRole("button", { name: "Next page" }).click();
    for (const company of PICKED.slice(3)) await tick(company).check();
    await page.getByRole("status").filter({ hasText: "5 selected." }).waitFor();

    // The form: whom it reaches, the verified sender, the template's words.
    await page.getByRole("button", { name: "Bulk Initial Outreach" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Initial Outreach" });
    await dialog
      .getByRole("region", { name: "Recipients" })
      .getByText("6 recipients at 5 companies")
      .waitFor();
    await dialog.getByRole("textbox", { name: /^Campaign name/ }).fill(CAMPAIGN);
    // Opened once its senders have loaded, as a person waits for "Loading senders…" to go.
    const senderField = dialog.getByRole("combobox", { name: /^Sender/ });
    await expect.poll(() => senderField.innerText()).toBe("Select a sender");
    await senderField.click();
    // Should the verified sender not be offered, the failure shows what the open list held.
    const listed = async () =>
      (await page.getByRole("listbox").allInnerTexts()).flatMap((text) =>
        text.split("\n").map((line) => line.trim()),
      );
    await expect.poll(listed, { timeout: 30_000 }).toContain(SENDER.email);
    await page.getByRole("listbox").getByRole("option", { name: SENDER.email, exact: true }).click();
    expect(await dialog.getByRole("textbox", { name: /^Subject/ }).inputValue()).toBe(
      "Introduction: {{company_name}}",
    );
    const body = dialog.getByRole("textbox", { name: /^Body/ });
    await expect.poll(() => body.innerText()).toContain("Dear {{first_name}},");

    // A line with a link to the deck, written at the body's end.
    await body.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Our deck is online.");
    for (let step = 0; step < "deck is online.".length; step += 1)
      await page.keyboard.press("Shift+ArrowLeft");
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await page.getByRole("textbox", { name: /^Link address/ }).fill(DECK());
    await page.getByRole("button", { name: "Add link" }).click();
    await expect.poll(() => body.locator("a").getAttribute("href")).toBe(DECK());

    await dialog.getByRole("button", { name: "Create campaign" }).click();
    await page.waitForURL("**/bulk-outreach");
    const row = page.locator("[data-row-id]").filter({ hasText: CAMPAIGN });
    await row.waitFor();

    // One message each, in their own words.
    for (const { email } of RECIPIENTS) {
      await expect.poll(() => mailbox.to(email).length, { timeout: 15_000 }).toBe(1);
    }
    for (const { company, founder, email } of RECIPIENTS) {
      const [message] = mailbox.to(email) as [Delivered];
      expect(message.mail.subject).toBe(`Introduction: ${company.name}`);
      expect(message.mail.from?.value[0]?.address).toBe(SENDER.email);
      expect(htmlOf(message)).toContain(`Dear ${founder.first},`);
      expect(htmlOf(message)).toContain(`following ${company.name} with interest`);
    }

    // The first recipient opens the message twice and follows its link once.
    const opened = mailbox.to(RECIPIENTS[0]?.email ?? "")[0] as Delivered;
    const html = htmlOf(opened);
    const pixel = /<img[^>]+src="([^"]+\/open\.gif)"/.exec(html)?.[1] ?? "";
    const tracked = /href="([^"]+\/click\?u=[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
    const origin = suite.portal().origin;
    expect(pixel).toMatch(new RegExp(`^${origin}/api/v1/campaigns/t/[^/]+/open\\.gif$`));
    expect(tracked.startsWith(`${origin}/api/v1/campaigns/t/`)).toBe(true);
    for (let time = 0; time < 2; time += 1) {
      const image = await fetch(pixel);
      expect(image.headers.get("content-type")).toBe("image/gif");
    }
    const redirect = await fetch(tracked, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(DECK());
    const followed = await fetch(tracked);
    expect(followed.url).toBe(DECK());
    expect(await followed.text()).toContain("Deck /meridian-deck");

    // Refresh statistics: every message delivered, one reader who opened and clicked.
    await row.getByRole("button", { name: `Refresh statistics of ${CAMPAIGN}` }).click();
    await page.getByText("Campaign statistics updated successfully.").waitFor();
    await expect.poll(() => cellOf(page, row, "Delivered")).toBe(String(RECIPIENTS.length));
    expect(await cellOf(page, row, "Unique Opens")).toBe("1");
    expect(await cellOf(page, row, "Unique Clicks")).toBe("1");
    expect(await cellOf(page, row, "Sent")).toContain(`${RECIPIENTS.length} / ${RECIPIENTS.length}`);

    // The chart page: the same figures, the chart, and a funnel that adds up.
    await row.getByRole("link", { name: `View chart of ${CAMPAIGN}` }).click();
    await page.waitForURL(/\/bulk-outreach\/\d+$/);
    await page.getByRole("heading", { name: CAMPAIGN }).waitFor();
    await expect.poll(() => tile(page, "Recipients")).toBe(RECIPIENTS.length);
    expect(await tile(page, "Sent")).toBe(RECIPIENTS.length);
    expect(await tile(page, "Delivered")).toBe(RECIPIENTS.length);
    expect(await tile(page, "Unique opens")).toBe(1);
    expect(await tile(page, "Unique clicks")).toBe(1);
    // The chart (recharts' svg, named by its title) with its three series.
    const activity = page.getByRole("region", { name: "Activity" });
    const chart = activity.getByRole("application", {
      name: new RegExp(`^Sends, opens and clicks of ${CAMPAIGN} per (hour|day)$`),
    });
    await chart.waitFor();
    expect(await chart.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
    const legend = await activity.innerText();
    for (const series of ["Sent", "Opens", "Clicks"]) expect(legend).toContain(series);

    const steps = await page.getByRole("region", { name: "Funnel" }).getByRole("listitem").allInnerTexts();
    const funnel = steps.map((text) => {
      const [, label = "", value = "", percent = ""] =
        /^(.+?)\s+([\d,]+)\s+·\s+(\S+)$/s.exec(text.trim()) ?? [];
      return { label: label.trim(), value: Number(value.replace(/,/g, "")), percent };
    });
    expect(funnel.map((step) => [step.label, step.value])).toEqual([
      ["Recipients", RECIPIENTS.length],
      ["Sent", RECIPIENTS.length],
      ["Delivered", RECIPIENTS.length],
      ["Unique opens", 1],
      ["Unique clicks", 1],
    ]);
    funnel.forEach((step, index) => {
      expect(step.value).toBeLessThanOrEqual(funnel[index - 1]?.value ?? Infinity);
      expect(step.percent).toBe(`${Math.round((step.value / RECIPIENTS.length) * 100)}%`);
    });
  });

  // Killed with about 40 of 150 messages out, at 50 a second.
  const KILLED_CAMPAIGN = "Cobalt Ridge introductions";
  const KILLED_COMPANIES = 30;
  const KILLED_FOUNDERS: Founder[] = ["Nila", "Omar", "Priya", "Quentin", "Rhea"].map((first) => ({
    first,
    last: "Raman",
  }));
  const KILL_AFTER = 40;

  /** The users of the Email Logs test, made before the kill (their roles change while it is down). */
  let people: {
    auditor: Awaited<ReturnType<typeof world.user>>;
    member: Awaited<ReturnType<typeof world.user>>;
  } | null = null;

  it("sends every recipient the campaign once, under one Message-ID, after the server is killed mid-campaign", async () => {
    const placing = { country: "India", practice: "Technology" };
    const auditor = await world.user("Farah", "Qureshi", placing);
    people = { auditor, member: await world.user("Uma", "Rao", placing) };
    const api = await adminApi();
    const prospects: Prospect[] = Array.from({ length: KILLED_COMPANIES }, (_, index) => ({
      name: `Cobalt Ridge ${String(index + 1).padStart(3, "0")}`,
      founders: KILLED_FOUNDERS,
    }));
    const companyIds = await makeCompanies(api, prospects);
    const addresses = prospects.flatMap((company) =>
      company.founders.map((founder) => addressOf(company, founder)),
    );
    const received = () => addresses.reduce((sum, address) => sum + mailbox.to(address).length, 0);
    // The sender verified at the start of the file.
    const [sender] = (await api.senders.list({ page: 1, pageSize: 10, search: SENDER.email })).rows;
    expect(sender?.is_verified).toBe(true);

    await api.campaigns.create({
      company_ids: [...companyIds.values()],
      journey_item_id: INITIAL_OUTREACH,
      email_type: "initial_outreach",
      campaign_name: KILLED_CAMPAIGN,
      subject: "Introduction: {{company_name}}",
      body: "<p>Dear {{first_name}},</p><p>We would like to learn more about {{company_name}}.</p>",
      datetime: null,
      sender_id: sender?.id ?? 0,
    });

    // Killed outright once about 40 messages are out, then started again on the same data.
    await expect.poll(received, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(KILL_AFTER);
    await suite.stopServer("kill");
    const atKill = received();
    expect(atKill).toBeLessThan(addresses.length);
    await suite.startServer();

    const again = await adminApi();
    const progress = async () => {
      const { rows } = await again.campaigns.stats({ page: 1, pageSize: 10 });
      return rows.find((row) => row.campaign.name === KILLED_CAMPAIGN)?.progress;
    };
    await expect.poll(async () => (await progress())?.pending, { timeout: 60_000, interval: 250 }).toBe(0);
    // Settled: nothing more arrives.
    const settled = received();
    await sleep(1_000);
    expect(received()).toBe(settled);
    expect(await progress()).toMatchObject({
      recipients: addresses.length,
      sent: addresses.length,
      pending: 0,
      failed: 0,
    });

    // Every recipient has the campaign; a message handed over at the instant of the kill may have
    // been sent again, always under the Message-ID it first had, which mail stores keep as one.
    const copies = addresses.map((address) => ({ address, messages: mailbox.to(address) }));
    for (const { address, messages } of copies) {
      expect(messages.length, address).toBeGreaterThanOrEqual(1);
      expect(new Set(messages.map(({ mail }) => mail.messageId)).size, address).toBe(1);
      expect(messages[0]?.mail.subject).toMatch(/^Introduction: Cobalt Ridge \d{3}$/);
    }
    const messageIds = new Set(copies.map(({ messages }) => messages[0]?.mail.messageId));
    expect(messageIds.size).toBe(addresses.length);
    const duplicates = copies.reduce((sum, { messages }) => sum + messages.length - 1, 0);
    console.info(
      `Campaign killed after ${atKill} of ${addresses.length} messages; ${duplicates} sent again under the same Message-ID.`,
    );
  });

  it("shows Email Logs to a user given the FSD_Admin role in the user form, and the 403 page to others", async () => {
    const { auditor, member } = people ?? {};
    if (!auditor || !member) throw new Error("The users of this test are made in the test before.");

    // The SUPER_ADMIN is not an FSD_Admin.
    const admin = await adminPage();
    await admin.goto("/email-logs");
    await admin.getByRole("heading", { name: "Not Authorized" }).waitFor();

    // The SUPER_ADMIN makes the auditor an FSD_Admin, which grants can_view_email_logs, in place of USER.
    await admin.goto("/users");
    await admin.getByRole("searchbox", { name: "Search" }).fill(auditor.username);
    await admin.getByRole("link", { name: auditor.name }).click();
    const form = admin.getByRole("form", { name: "Update User" });
    const roles = form.getByRole("combobox", { name: /^Roles/ });
    await form.getByRole("button", { name: "Remove USER" }).waitFor();
    await roles.click();
    await admin.getByRole("listbox").getByRole("option", { name: "FSD_Admin", exact: true }).click();
    await admin.keyboard.press("Escape");
    await form.getByRole("button", { name: "Remove USER" }).click();
    await form.getByText("Reads the Email Logs; everything a USER can do as well.").waitFor();
    await form.getByRole("button", { name: "Save" }).click();
    await admin.getByText("User updated successfully.").waitFor();
    const row = admin.locator("[data-row-id]").filter({ hasText: auditor.name });
    await expect.poll(() => row.innerText()).toContain("FSD_Admin");
    expect(await row.innerText()).not.toMatch(/\bUSER\b/);

    const logs = await world.signInAs(auditor);
    await logs.goto("/email-logs");
    await logs.getByRole("heading", { name: "Email Logs" }).waitFor();
    // The killed campaign's 150 messages are newer: the search finds this campaign's.
    await logs.getByRole("searchbox", { name: "Search" }).fill("Meridian Works");
    const rows = logs.locator("[data-row-id]");
    for (const { company, email } of RECIPIENTS) {
      const logged = rows.filter({ hasText: `Introduction: ${company.name}` }).filter({ hasText: email });
      await expect.poll(() => logged.count()).toBe(1);
    }

    const plain = await world.signInAs(member);
    await plain.goto("/email-logs");
    await plain.getByRole("heading", { name: "Not Authorized" }).waitFor();
  });

  // Stopped as a process manager stops it, with about 20 of 100 messages out and an import of
  // 20,000 companies part-way: both finish under the next process, nothing sent or written twice.
  const STOPPED_CAMPAIGN = "Amber Quay introductions";
  const STOPPED_FOUNDERS: Founder[] = ["Sana", "Tarun", "Usha", "Vikram", "Wren"].map((first) => ({
    first,
    last: "Menon",
  }));
  const IMPORTED_COMPANIES = 20_000;

  it(
    "finishes a campaign and an import under the next process after a graceful stop, nothing twice",
    { timeout: 240_000 },
    async () => {
      const api = await adminApi();
      const prospects: Prospect[] = Array.from({ length: 20 }, (_, index) => ({
        name: `Amber Quay ${String(index + 1).padStart(3, "0")}`,
        founders: STOPPED_FOUNDERS,
      }));
      const companyIds = await makeCompanies(api, prospects);
      const addresses = prospects.flatMap((company) =>
        company.founders.map((founder) => addressOf(company, founder)),
      );
      const received = () => addresses.reduce((sum, address) => sum + mailbox.to(address).length, 0);
      const [sender] = (await api.senders.list({ page: 1, pageSize: 10, search: SENDER.email })).rows;

      // The import first: its first batch written, the campaign is queued beside it.
      const workbook = await importWorkbook(IMPORTED_COMPANIES);
      const upload = await api.excelImports.upload(workbook);
      const importId = upload.data.id;
      await expect
        .poll(async () => (await api.excelImports.get(importId)).rows_done, {
          timeout: 60_000,
          interval: 100,
        })
        .toBeGreaterThan(0);
      await api.campaigns.create({
        company_ids: [...companyIds.values()],
        journey_item_id: INITIAL_OUTREACH,
        email_type: "initial_outreach",
        campaign_name: STOPPED_CAMPAIGN,
        subject: "Introduction: {{company_name}}",
        body: "<p>Dear {{first_name}},</p><p>We would like to learn more about {{company_name}}.</p>",
        datetime: null,
        sender_id: sender?.id ?? 0,
      });
      await expect.poll(received, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(20);
      const before = await api.excelImports.get(importId);

      const stopped = await suite.stopServer("shutdown");
      const atStop = received();
      expect(stopped.exit, stopped.output).toEqual({ code: 0, signal: null });
      expect(stopped.output).toContain('"msg":"stopping: finishing the requests and jobs under way"');
      expect(stopped.output).toContain('"msg":"stopped"');
      expect(atStop).toBeLessThan(addresses.length);
      expect(before.rows_done).toBeLessThan(before.rows_total ?? Infinity);

      await suite.startServer();
      const again = await adminApi();
      // Handed back at the stop, not run to its end by the stopping process: the rest is this one's.
      const resumed = await again.excelImports.get(importId);
      expect(resumed.status).not.toBe("Completed");
      expect(resumed.rows_done).toBeLessThan(IMPORTED_COMPANIES * 2);
      const progress = async () => {
        const { rows } = await again.campaigns.stats({ page: 1, pageSize: 10 });
        return rows.find((row) => row.campaign.name === STOPPED_CAMPAIGN)?.progress;
      };
      await expect.poll(async () => (await progress())?.pending, { timeout: 60_000, interval: 250 }).toBe(0);
      await expect
        .poll(async () => (await again.excelImports.get(importId)).status, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe("Completed");

      // Once each, under one Message-ID each: the message under way at the stop was finished, not resent.
      for (const address of addresses) expect(mailbox.to(address).length, address).toBe(1);
      expect(await progress()).toMatchObject({
        recipients: addresses.length,
        sent: addresses.length,
        failed: 0,
      });
      // Every row written once: a batch written again would count its companies as unchanged.
      const done = await again.excelImports.get(importId);
      expect(done).toMatchObject({
        rows_done: IMPORTED_COMPANIES * 2,
        rows_total: IMPORTED_COMPANIES * 2,
        companies_created: IMPORTED_COMPANIES,
        companies_unchanged: 0,
        members_created: IMPORTED_COMPANIES * 2,
        members_unchanged: 0,
      });
      console.info(
        `Stopped after ${atStop} of ${addresses.length} messages and ${before.rows_done} of ${before.rows_total} rows.`,
      );
    },
  );
});
