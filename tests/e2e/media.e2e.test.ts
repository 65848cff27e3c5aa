import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailbox, type Delivered, type Mailbox } from "./support/mailbox";
import {
  ADMIN,
  chooseTask,
  journeyItem,
  journeyWorld,
  openAddItem,
  pick,
  showTimeline,
} from "./support/journeyWorld";
import { portalSuite } from "./support/suite";

// Meetings, e-mails and files as a person meets them: a real SMTP server receives what the
// product sends, a stand-in video service receives the gateway's visitors, and files go up and
// come back through the browser.

const FIXTURES = fileURLToPath(new URL("../../stories/features/media-viewer/fixtures/", import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);

let mailbox: Mailbox;
let room: Server;
let roomBase = "";

beforeAll(async () => {
  mailbox = await startMailbox();
  // The video service the product's own meeting rooms are on: it answers every room.
  room = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<!doctype html><title>Meeting room</title><h1>Room ${request.url ?? ""}</h1>`);
  });
  await new Promise<void>((resolve) => room.listen(0, "127.0.0.1", resolve));
  roomBase = `http://127.0.0.1:${(room.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await mailbox?.close();
  await new Promise<void>((resolve) => (room ? room.close(() => resolve()) : resolve()));
});

const suite = portalSuite(() => ({ SMTP_URL: mailbox.url, MEETING_BASE_URL: roomBase }));
const world = journeyWorld(suite);
const TECH_IN_INDIA = { country: "India", practice: "Technology" };

/** The messages the SMTP server received for this address. */
const mailTo = (address: string): Delivered[] => mailbox.to(address);

/** What a reader sees of a message: its plain text and its HTML. */
const textOf = ({ mail }: Delivered) =>
  `${mail.text ?? ""}\n${typeof mail.html === "string" ? mail.html : ""}`;

/** A verified sender, made as an administrator would: added, then verified from its own mailbox. */
async function verifiedSender(address: string): Promise<void> {
  const api = suite.apiClient();
  await api.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
  await api.senders.create({
    email: address,
    sender_name: "Deal Team",
    address: "1 Harbour Road",
    city: "Bengaluru",
    country: "India",
    is_active: true,
  });
  await expect.poll(() => mailTo(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const link = /https?:\/\/[^\s"<[\]]+\/sender-details\/verify\/[\w.-]+/.exec(
    textOf(mailTo(address)[0] as Delivered),
  );
  if (!link) throw new Error("The verification message holds no link.");
  const opened = await fetch(link[0]);
  expect(opened.status).toBe(200);
}

/** Picks options of a multi-select, then closes its list. */
async function pickMany(page: Page, dialog: Locator, label: string, options: string[]) {
  for (const option of options) await pick(page, dialog, label, option);
  await page.keyboard.press("Escape");
}

/** Schedules an own meeting of this task with Lee Tan, moderated by the administrator. */
async function scheduleMeeting(page: Page, stage: string, task: string, when: string) {
  const dialog = await openAddItem(page);
  await chooseTask(page, dialog, stage, task);
  await pickMany(page, dialog, "Attendees", ["Lee Tan"]);
  await pickMany(page, dialog, "Moderators", [ADMIN.name]);
  await dialog.getByLabel(/^Date and time/).fill(when);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The uid of an invitation or cancellation, and its method, as a calendar reads them. */
function calendarOf({ raw }: Delivered): { uid: string; method: string } {
  // The calendar part is text; its lines are unfolded before they are read.
  const text = raw.replace(/=\r?\n/g, "").replace(/\r?\n[ \t]/g, "");
  return {
    uid: /^UID:(.+)$/m.exec(text)?.[1]?.trim() ?? "",
    method: /^METHOD:(.+)$/m.exec(text)?.[1]?.trim() ?? "",
  };
}

/**
 * The share of the first page's pixels that are dark, as drawn on its canvas: near zero for a blank
 * page, a few in a hundred for a page of text.
 */
async function inkOfFirstPage(viewer: Locator): Promise<number> {
  const page = viewer.getByRole("img", { name: "Page 1" });
  await viewer
    .locator('[aria-label="Page 1"][data-drawn="true"]')
    .or(viewer.getByText("could not be shown"))
    .waitFor({ timeout: 20_000 });
  return page.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext("2d");
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [red = 255, green = 255, blue = 255, alpha = 0] = data.subarray(index, index + 4);
      if (alpha > 128 && red + green + blue < 3 * 128) dark += 1;
    }
    return dark / (data.length / 4);
  });
}

describe("meetings, e-mails and files, end to end", () => {
  it("schedules an own meeting, lets an attendee in through the gateway, completes it with the moderator's comment, and cancels another", async () => {
    const companyId = await world.company("Lumen Grid", TECH_IN_INDIA);
    const attendee = "lee@lumen-grid.example.com";
    const page = await world.openCompanyAs(ADMIN, companyId, "Lumen Grid");
    await showTimeline(page, "Expanded");

    await scheduleMeeting(page, "Sourcing", "Introductory Call", "2026-12-01T10:30");
    const meeting = journeyItem(page, "Introductory Call");
    const open = meeting.getByRole("link", { name: "Open the attendee link (opens in a new tab)" });
    const attendeeLink = await open.getAttribute("href");
    expect(attendeeLink).toMatch(/\/meeting\/[\w-]{20,}$/);

    // Lee is invited by e-mail, with the calendar part and the link.
    await expect.poll(() => mailTo(attendee).length, { timeout: 15_000 }).toBe(1);
    const invitation = mailTo(attendee)[0] as Delivered;
    expect(calendarOf(invitation).method).toBe("REQUEST");
    expect(textOf(invitation)).toContain(attendeeLink);

    // Lee opens the link: Verifying, then the meeting room, with no sign-in.
    const visitor = await suite.visit();
    await visitor.goto(attendeeLink ?? "");
    await visitor.getByText("Verifying").first().waitFor();
    await visitor.waitForURL(`${roomBase}/**`, { timeout: 15_000 });
    expect(await visitor.title()).toBe("Meeting room");

    // The moderator's comment completes it; the links go with the CONFIRMED state.
    await meeting.getByRole("button", { name: "Comment" }).click();
    const commentDialog = page.getByRole("dialog", { name: "Meeting Comment" });
    await commentDialog.getByRole("textbox", { name: /^Comment/ }).fill("Strong team; send the data room.");
    await commentDialog.getByRole("button", { name: "Submit" }).click();
    await commentDialog.waitFor({ state: "detached" });
    await meeting.getByText("COMPLETED").first().waitFor();
    await expect.poll(() => open.count()).toBe(0);
    expect(await meeting.getByRole("button", { name: "Comment" }).count()).toBe(0);
    expect(await meeting.getByText("Strong team; send the data room.").count()).toBeGreaterThan(0);

    // Another meeting, cancelled: it leaves the timeline and Lee gets the cancellation of it.
    await scheduleMeeting(page, "Evaluation", "Management Meeting", "2026-12-08T15:00");
    await expect.poll(() => mailTo(attendee).length, { timeout: 15_000 }).toBe(2);
    const second = journeyItem(page, "Management Meeting");
    await second.getByRole("button", { name: "Cancel Meeting" }).click();
    const cancelDialog = page.getByRole("dialog", { name: "Cancel Meeting" });
    await cancelDialog.getByRole("button", { name: "Cancel Meeting" }).click();
    await cancelDialog.waitFor({ state: "detached" });
    await second.waitFor({ state: "detached" });
    await expect.poll(() => mailTo(attendee).length, { timeout: 15_000 }).toBe(3);
    const [, secondInvitation, cancellation] = mailTo(attendee) as [Delivered, Delivered, Delivered];
    expect(calendarOf(cancellation)).toEqual({ uid: calendarOf(secondInvitation).uid, method: "CANCEL" });
    expect(calendarOf(secondInvitation).uid).not.toBe(calendarOf(invitation).uid);
  });

  it("sends an e-mail with bold text and an attachment through the mail server", async () => {
    const sender = "deals@pipeline.test";
    await verifiedSender(sender);
    const companyId = await world.company("Quill Freight", TECH_IN_INDIA);
    const page = await world.openCompanyAs(ADMIN, companyId, "Quill Freight");

    const dialog = await openAddItem(page);
    await chooseTask(page, dialog, "Sourcing", "Follow-up Email");
    await pick(page, dialog, "Sender", sender);
    await pickMany(page, dialog, "Receivers", ["Lee Tan"]);
    const subject = dialog.getByRole("textbox", { name: /^Subject/ });
    await subject.fill("Our term sheet");
    const body = dialog.getByRole("textbox", { name: /^Body/ });
    // The task's template, filled for Lee, is in place before it is replaced, as a person sees it.
    await expect.poll(() => body.innerText()).toContain("Dear Lee,");
    await body.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type("Bold terms");
    await page.keyboard.press("ControlOrMeta+b");
    await page.keyboard.type(" and the rest in plain words.");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByRole("button", { name: "Choose files" }).click(),
    ]);
    await chooser.setFiles(fixture("investment-memo.pdf"));
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });

    const lee = "lee@quill-freight.example.com";
    await expect.poll(() => mailTo(lee).length, { timeout: 20_000 }).toBe(1);
    const { mail } = mailTo(lee)[0] as Delivered;
    expect(mail.subject).toBe("Our term sheet");
    expect(mail.html).toMatch(/<strong>Bold terms<\/strong> and the rest in plain words\./);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["investment-memo.pdf", "application/pdf"],
    ]);
    expect(mail.attachments[0]?.content).toEqual(await readFile(fixture("investment-memo.pdf")));
  });

  it(
    "uploads a recording with its transcription, plays it at 1.5x once compressed, opens the transcription, and draws PDFs and workbooks in the viewer",
    { timeout: 180_000 },
    async () => {
      const companyId = await world.company("Orbit Foods", TECH_IN_INDIA);
      const page = await world.openCompanyAs(ADMIN, companyId, "Orbit Foods");
      // pdf.js must parse in its own worker, a file of the portal's, never on the page ("fake worker").
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });

      // The recording: an .mp4 makes the upload a recording, compressed on the server.
      await page.getByRole("button", { name: "Upload" }).click();
      let dialog = page.getByRole("dialog", { name: "Upload Document" });
      await pick(page, dialog, "Round", "Screening");
      let [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Choose files" }).click(),
      ]);
      await chooser.setFiles(fixture("call-recording.mp4"));
      [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Choose file", exact: true }).click(),
      ]);
      await chooser.setFiles(fixture("meeting-transcript.txt"));
      await dialog.getByRole("textbox", { name: /^Description/ }).fill("First call with the founders");
      await dialog.getByRole("button", { name: "Upload" }).click();
      await dialog.waitFor({ state: "detached" });

      // The list opens with the upload in it; the page asks again every 45 s, a person reopens it.
      let files = page.getByRole("dialog", { name: "Recordings and documents" });
      await files.waitFor();
      const recording = files.getByRole("button", { name: "call-recording.mp4" });
      await expect
        .poll(
          async () => {
            await page.keyboard.press("Escape");
            await page.getByRole("button", { name: "Files" }).click();
            return recording.count();
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe(1);
      await recording.click();
      const viewer = page.getByRole("dialog", { name: "call-recording.mp4" });
      const video = viewer.locator("video");
      await video.waitFor();
      await viewer.getByRole("button", { name: "1.5x" }).click();
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });

      // The transcription sent with it is listed beside it, and opens as the text it is.
      const recordingRow = files
        .getByRole("row")
        .filter({ has: page.getByRole("button", { name: "call-recording.mp4" }) });
      await recordingRow.getByRole("button", { name: "meeting-transcript.txt" }).click();
      const transcript = page.getByRole("dialog", { name: "meeting-transcript.txt" });
      await transcript.getByText("[00:00] Asha: Thanks for joining.").waitFor({ timeout: 20_000 });
      await page.keyboard.press("Escape");
      await transcript.waitFor({ state: "detached" });
      await page.keyboard.press("Escape");

      // PDFs (one hand-written, one written by LibreOffice) and workbooks (.xlsx, and the .xls of
      // Excel 97-2003 written by LibreOffice) of the same round.
      await page.getByRole("button", { name: "Upload" }).click();
      dialog = page.getByRole("dialog", { name: "Upload Document" });
      await pick(page, dialog, "Round", "Screening");
      await dialog.getByRole("radio", { name: "No" }).check();
      [chooser] = await Promise.all([
        page.waitForEvent("filechooser"),
        dialog.getByRole("button", { name: "Choose files" }).click(),
      ]);
      await chooser.setFiles([
        fixture("investment-memo.pdf"),
        fixture("financial-model.pdf"),
        fixture("financial-model.xlsx"),
        fixture("financial-model.xls"),
      ]);
      await dialog.getByRole("button", { name: "Upload" }).click();
      await dialog.waitFor({ state: "detached" });

      files = page.getByRole("dialog", { name: "Recordings and documents" });
      // The least share of dark pixels on the first page: a memo's lines of text, a small table
      // of figures (0.14% measured); a blank page has none.
      for (const [name, pages, ink] of [
        ["investment-memo.pdf", "2 pages", 0.002],
        ["financial-model.pdf", "2 pages", 0.0007],
      ] as const) {
        await files.getByRole("button", { name }).click();
        const shown = page.getByRole("dialog", { name });
        await shown.getByText(pages).waitFor({ timeout: 20_000 });
        // Text on the page: ink, not a white canvas.
        expect(await inkOfFirstPage(shown), name).toBeGreaterThan(ink);
        await page.keyboard.press("Escape");
        await shown.waitFor({ state: "detached" });
      }
      expect(
        workers.filter((url) => url.startsWith(`${suite.portal().origin}/`) && /pdf\.worker/.test(url)),
      ).not.toEqual([]);
      expect(warnings.filter((text) => /fake worker/i.test(text))).toEqual([]);

      for (const name of ["financial-model.xlsx", "financial-model.xls"]) {
        await files.getByRole("button", { name, exact: true }).click();
        const shown = page.getByRole("dialog", { name });
        await shown.getByRole("tab", { name: "Revenue" }).waitFor({ timeout: 20_000 });
        await shown.getByRole("cell", { name: "FY24" }).first().waitFor();
        expect(await shown.getByRole("cell").count(), name).toBeGreaterThan(3);
        await page.keyboard.press("Escape");
        await shown.waitFor({ state: "detached" });
      }
    },
  );
});
