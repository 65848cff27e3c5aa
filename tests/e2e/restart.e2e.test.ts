import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company } from "@pipeline/contract";
import { createHttpAdapter, createMemorySessionStore } from "@pipeline/adapter-http";
import { ADMIN, journeyWorld } from "./support/journeyWorld";
import { startMailbox, type Mailbox } from "./support/mailbox";
import { startPortal, type RunningPortal } from "./support/startPortal";

// A server killed outright (no shutdown of any kind) while it compresses a recording and before a
// scheduled e-mail's time, then started again on the same data: each piece of work is finished,
// and finished once.

const LEASE_SECONDS = 3;
const TECH_IN_INDIA = { country: "India", practice: "Technology" };

let mailbox: Mailbox;
let dataDir: string;
let server: RunningPortal | null = null;

beforeAll(async () => {
  mailbox = await startMailbox();
  dataDir = mkdtempSync(path.join(tmpdir(), "pipeline-restart-"));
});

afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const settings = () => ({ SMTP_URL: mailbox.url, JOB_LEASE_SECONDS: String(LEASE_SECONDS) });

/** An API client of this server, as another client of the API would be. */
function client(running: RunningPortal) {
  return createHttpAdapter({
    baseUrl: `${running.origin}/api/v1/`,
    envelopeKey: readFileSync(path.join(running.dataDir, "envelope.key"), "utf8").trim(),
    session: createMemorySessionStore(),
  });
}

async function signedIn(running: RunningPortal) {
  const api = client(running);
  await api.auth.erpLogin({ username: ADMIN.username, password: ADMIN.password });
  return api;
}

/** Whether an ffmpeg is at work on a file of this data folder. */
const compressing = () => spawnSync("pgrep", ["-f", `ffmpeg.*${dataDir}`]).status === 0;

/** A 720p clip of `seconds` with sound, long enough that its compression is caught under way. */
function clip(seconds: number): Blob {
  const file = path.join(dataDir, "..", `${path.basename(dataDir)}-clip.mp4`);
  const made = spawnSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${seconds}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "8M", "-c:a", "aac", "-shortest", file],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the clip: ${made.stderr.toString()}`);
  const bytes = readFileSync(file);
  rmSync(file);
  return new Blob([new Uint8Array(bytes)], { type: "video/mp4" });
}

/** Every file under the server's file storage, by path relative to it. */
function storedFiles(): string[] {
  const root = path.join(dataDir, "files");
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("a server killed mid-work and started again", () => {
  // Two compressions of a 20-second 720p clip and two server starts, beside other files' tests:
  // more than the project's minute on a busy machine.
  it(
    "finishes the recording's compression and the scheduled e-mail, each once",
    { timeout: 180_000 },
    async () => {
      server = await startPortal(settings(), { dataDir });
      const running = server;
      const world = journeyWorld({
        apiClient: () => client(running),
        visit: () => Promise.reject(new Error("This walk-through has no browser.")),
      });
      const companyId = await world.company("Tidewater Labs", TECH_IN_INDIA);
      const lee = "lee@tidewater-labs.example.com";
      const admin = await signedIn(server);
      const company: Company = await admin.companies.get(companyId);
      const memberId = company.company_members[0]?.id ?? 0;

      // A sender, verified from its own mailbox.
      const sender = await admin.senders.create({
        email: "deals@pipeline.test",
        sender_name: "Deal Team",
        address: "1 Harbour Road",
        city: "Bengaluru",
        country: "India",
        is_active: true,
      });
      await expect.poll(() => mailbox.to("deals@pipeline.test").length, { timeout: 15_000 }).toBe(1);
      const text = mailbox.to("deals@pipeline.test")[0]?.mail.text ?? "";
      const link = /https?:\/\/[^\s[\]]+\/sender-details\/verify\/[\w.-]+/.exec(text)?.[0] ?? "";
      expect((await fetch(link)).status).toBe(200);

      // An e-mail for some seconds ahead (time enough, on a busy machine, to upload the recording
      // and see its compression start), and a recording whose compression starts at once.
      const sendAt = new Date(Date.now() + 20_000);
      await admin.emails.send({
        company_id: companyId,
        stage_id: 1,
        task_id: 3,
        sender_id: sender.data.id,
        receivers: [memberId],
        cc_email: [],
        bcc_email: [],
        subject: "Scheduled before the crash",
        body: "<p>Hello Lee</p>",
        attachments: [],
        font: "Arial",
        date: sendAt.toISOString(),
      });
      const uploaded = await admin.documents.upload({
        company_id: companyId,
        files: [new File([clip(20)], "founders-call.mp4", { type: "video/mp4" })],
        type: "RECORDING",
        description: "Call with the founders",
        uploaded_on: "Screening",
      });
      const recordingId = uploaded.data[0]?.id ?? 0;

      // Killed with ffmpeg at work, before the e-mail's time.
      await expect.poll(compressing, { timeout: 30_000, interval: 100 }).toBe(true);
      await server.kill();
      expect(compressing()).toBe(false);
      expect(Date.now()).toBeLessThan(sendAt.getTime());

      // The e-mail's time passes with no server running; then the server starts again.
      await sleep(Math.max(0, sendAt.getTime() - Date.now()) + 1_000);
      expect(mailbox.to(lee)).toHaveLength(0);
      server = await startPortal(settings(), { dataDir });
      const again = await signedIn(server);

      await expect
        .poll(async () => (await again.documents.byIds([recordingId]))[0]?.is_uploaded, {
          timeout: 120_000,
          interval: 1_000,
        })
        .toBe("UPLOADED");
      await expect.poll(() => mailbox.to(lee).length, { timeout: 30_000 }).toBe(1);
      expect(mailbox.to(lee)[0]?.mail.subject).toBe("Scheduled before the crash");

      // Long enough for any lease to run out again: nothing is done twice, nothing half done is left.
      await sleep(3 * LEASE_SECONDS * 1_000);
      expect(mailbox.to(lee)).toHaveLength(1);
      const videos = storedFiles().filter((file) => file.endsWith(".mp4"));
      expect(videos).toHaveLength(1);
      expect(storedFiles().filter((file) => file.startsWith(".partial"))).toEqual([]);
    },
  );
});
