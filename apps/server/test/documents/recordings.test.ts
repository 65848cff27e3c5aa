import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyDocument, Id } from "@pipeline/contract";
import { companyDocuments, jobs } from "../../src/db/schema";
import { JobLeaseLostError, type JobContext } from "../../src/jobs";
import { compressedKeyOf, compressionJob } from "../../src/modules/documents/compressRecording";
import { RECORDING_COMPRESS_JOB, type CompressPayload } from "../../src/modules/documents/repository";
import { createDiskStorage } from "../../src/storage";
import { companyBody, companyWorld, createAccount, type Account } from "../api/companyWorld";
import { injectedApp } from "../api/injectApp";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { FAST } from "../jobs/jobWorld";
import { documentsOf, filesUnder, upload } from "./documentWorld";
import { ffmpegMade, mp3Bytes } from "./fixtures";

// Recordings are compressed by the `recording.compress` job with the real ffmpeg: video to
// H.264/AAC MP4 of at most 720 lines, audio kept as uploaded, an unreadable file FAILED, and a run
// cut off mid-way finished once by the next.

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-recordings-"));
const storage = createDiskStorage(dir);
const server = injectedApp({ services: { storage }, runJobs: FAST });
let adminToken: string;
let uploader: Account;
let companyId: Id;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  const world = await companyWorld(server, "Recordings one", "Recordings two");
  adminToken = world.adminToken;
  companyId = await world.admin.create(companyBody(world.one));
  uploader = await createAccount(server, { company: [companyId] });
}, SETUP_TIMEOUT_MS);

/** A 3-second 1080p clip with sound, encoded with little compression (as a camera or recorder would). */
const fullHd = () =>
  ffmpegMade("meeting.mp4", [
    "-f", "lavfi", "-i", "testsrc=duration=3:size=1920x1080:rate=30",
    "-f", "lavfi", "-i", "sine=duration=3",
    "-c:v", "libx264", "-preset", "ultrafast", "-crf", "8", "-c:a", "aac", "-shortest",
  ]); // prettier-ignore

type Probe = { streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number }> };

async function probe(file: string): Promise<Probe> {
  const { stdout } = await run("ffprobe", ["-v", "error", "-show_streams", "-of", "json", file]);
  return JSON.parse(stdout) as Probe;
}

async function documentNow(id: Id, token = adminToken): Promise<CompanyDocument | undefined> {
  const answer = await server.call({
    method: "GET",
    url: `/api/v1/company-documents/get_documents_by_ids/?ids=${id}`,
    token,
  });
  return documentsOf(answer)[0];
}

/** Polls as the page does until the recording leaves PENDING (the worker runs in the background). */
async function settled(id: Id, token = adminToken): Promise<CompanyDocument | undefined> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const document = await documentNow(id, token);
    if (document?.is_uploaded !== "PENDING" || Date.now() > deadline) return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dialog = (type: string) => ({ company_id: companyId, type, uploaded_on: "Round 2", description: "" });

describe("compressing a recording", () => {
  it(
    "turns a 1080p video into a smaller H.264/AAC MP4 of 720 lines, the upload removed",
    { timeout: 90_000 },
    async () => {
      const original = await fullHd();
      const answer = await upload(server, adminToken, dialog("RECORDING"), [
        ["file", "Board meeting.mp4", original],
      ]);
      expect(answer.status).toBe(200);
      const [pending] = documentsOf(answer);
      expect(pending?.is_uploaded).toBe("PENDING");

      const done = await settled(pending?.id ?? 0);
      expect(done?.is_uploaded).toBe("UPLOADED");
      expect(done?.file).toBe(compressedKeyOf(pending?.file ?? ""));
      const output = path.join(dir, done?.file ?? "");
      const { streams } = await probe(output);
      expect(streams.find((stream) => stream.codec_type === "video")).toMatchObject({
        codec_name: "h264",
        width: 1280,
        height: 720,
      });
      expect(streams.find((stream) => stream.codec_type === "audio")?.codec_name).toBe("aac");
      const bytes = await readFile(output);
      expect(bytes.length).toBeLessThan(original.length);
      // faststart: the index comes before the media, so a browser can start and seek at once.
      expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
      expect(await filesUnder(dir)).not.toContain(pending?.file);
    },
  );

  it("keeps an MP3 as it was uploaded once ffmpeg reads audio in it", { timeout: 60_000 }, async () => {
    const mp3 = await mp3Bytes();
    const answer = await upload(server, adminToken, dialog("RECORDING"), [["file", "call.mp3", mp3]]);
    const [pending] = documentsOf(answer);
    const done = await settled(pending?.id ?? 0);
    expect(done).toMatchObject({ is_uploaded: "UPLOADED", file: pending?.file, file_name: "call.mp3" });
    expect(await readFile(path.join(dir, done?.file ?? ""))).toEqual(mp3);
  });

  it("makes a video ffmpeg cannot read FAILED, seen by its uploader only", { timeout: 60_000 }, async () => {
    // An MP4's first box, then nothing a decoder can use.
    const header = Buffer.from("00000018667479706d703432000000006d70343269736f6d", "hex");
    const broken = Buffer.concat([header, Buffer.alloc(4096, 0x5a)]);
    const answer = await upload(server, uploader.token, dialog("RECORDING"), [
      ["file", "broken.mp4", broken],
    ]);
    expect(answer.status).toBe(200);
    const [pending] = documentsOf(answer);
    const failed = await settled(pending?.id ?? 0, uploader.token);
    expect(failed?.is_uploaded).toBe("FAILED");
    const [row] = await server.database.db
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, pending?.id ?? 0));
    expect(row?.failureReason).toBeTruthy();
    expect(await documentNow(pending?.id ?? 0, adminToken)).toBeUndefined();
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.kind, RECORDING_COMPRESS_JOB));
    expect(job).toBeDefined();
  });
});

describe("a compression cut off mid-way", () => {
  it(
    "leaves the recording PENDING with no output, and the next run finishes it once",
    { timeout: 90_000 },
    async () => {
      // A recording stored and PENDING, its job run by hand here rather than by the worker.
      const sourceKey = `companies/${companyId}/restart.mp4`;
      await storage.put(sourceKey, Readable.from([await fullHd()]));
      const [row] = await server.database.db
        .insert(companyDocuments)
        .values({
          companyId,
          type: "RECORDING",
          storageKey: sourceKey,
          fileName: "restart.mp4",
          mimeType: "video/mp4",
          sizeBytes: 1,
          state: "PENDING",
          createdBy: uploader.id,
        })
        .returning();
      const payload: CompressPayload = { documentId: row?.id ?? 0, sourceKey };
      const context = (extendLease: () => Promise<void>): JobContext<CompressPayload> => ({
        id: 1,
        kind: RECORDING_COMPRESS_JOB,
        payload,
        attempt: 1,
        maxAttempts: 5,
        leaseMs: 60_000,
        extendLease,
        complete: async () => undefined,
        stopping: () => false,
        onBehalfOf: async () => undefined,
      });
      const handler = compressionJob({
        documents: server.repos.documents,
        storage,
        ffmpegPath: "ffmpeg",
        extendEveryMs: 20,
      });

      // The lease passes to another worker while ffmpeg runs: this run stops and writes nothing.
      await expect(handler(context(() => Promise.reject(new JobLeaseLostError(1))))).rejects.toBeInstanceOf(
        JobLeaseLostError,
      );
      const outputKey = compressedKeyOf(sourceKey);
      expect(
        (
          await server.repos.documents.byIds([row?.id ?? 0], {
            userId: uploader.id,
            superAdmin: false,
            canViewJourney: true,
          })
        )[0]?.is_uploaded,
      ).toBe("PENDING");
      expect(await storage.size(outputKey)).toBeNull();

      // The next run does the whole work; a duplicate run after it changes nothing.
      await handler(context(async () => undefined));
      await handler(context(async () => undefined));
      const [finished] = await server.database.db
        .select()
        .from(companyDocuments)
        .where(eq(companyDocuments.id, row?.id ?? 0));
      expect(finished).toMatchObject({ state: "UPLOADED", storageKey: outputKey, mimeType: "video/mp4" });
      expect(await storage.size(sourceKey)).toBeNull();
      const left = (await filesUnder(dir)).filter((file) => file.includes("restart"));
      expect(left).toEqual([outputKey]);
      expect(finished?.sizeBytes).toBe(await storage.size(outputKey));
    },
  );
});
