import { execFile, spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { JobContext, JobHandler } from "../../jobs";
import { JobLeaseLostError } from "../../jobs";
import type { CompressPayload, DocumentRepository } from "./repository";
import type { FileStorage } from "../../storage";

const run = promisify(execFile);

// A recording is made small enough to stream and seek in a browser: video to H.264/AAC MP4 at most
// 720 lines high, the index at the front (faststart). Audio is kept as it was uploaded (an MP3 is
// already small and plays everywhere); it is only checked to hold audio ffmpeg can read.

/** ffmpeg's arguments for a recording: H.264 (veryfast, CRF 28) and AAC, scaled down to 720p at most. */
export function compressionArguments(input: string, output: string): string[] {
  return [
    "-hide_banner",
    "-loglevel",
    "error",
    "-nostdin",
    "-y",
    "-i",
    input,
    "-map",
    "0:v:0",
    "-map",
    "0:a:0?",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-crf",
    "28",
    // Never scaled up; the width follows, kept even as H.264 needs.
    "-vf",
    "scale=-2:'min(720,ih)'",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "128k",
    "-movflags",
    "+faststart",
    output,
  ];
}

/** The key of a recording's compressed file: beside the upload, the same for every run of the job. */
export function compressedKeyOf(sourceKey: string): string {
  return `${sourceKey.replace(/\.[^./]*$/, "")}.720p.mp4`;
}

/** The name people see for the compressed file: the upload's, as an .mp4. */
function compressedName(fileName: string): string {
  return `${fileName.replace(/\.[^.]*$/, "")}.mp4`;
}

/** ffmpeg's own words for a failure, trimmed to what a log line holds. */
function reasonOf(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  const text = typeof stderr === "string" && stderr.trim() ? stderr : (error as Error).message;
  return text.trim().split("\n").slice(-5).join("\n").slice(0, 2000);
}

class MediaError extends Error {
  override name = "MediaError";
}

/** Runs ffmpeg, extending the job's lease while it works; stops it when the lease is lost. */
function ffmpeg(
  ffmpegPath: string,
  args: string[],
  job: JobContext<unknown>,
  extendEveryMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let lost: Error | null = null;
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-8000);
    });
    const timer = setInterval(() => {
      job.extendLease().catch((error: unknown) => {
        lost = error as Error;
        child.kill("SIGKILL");
      });
    }, extendEveryMs);
    child.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearInterval(timer);
      if (lost) return reject(lost);
      if (code === 0) return resolve();
      reject(new MediaError(stderr.trim() || `ffmpeg stopped with ${signal ?? `code ${code}`}`));
    });
  });
}

export type CompressionOptions = {
  documents: DocumentRepository;
  storage: FileStorage;
  ffmpegPath: string;
  /** How often the lease is pushed out while ffmpeg runs; default a third of the worker's lease. */
  extendEveryMs?: number;
};

/**
 * The `recording.compress` job. Idempotent: it acts only while the document is PENDING on the file
 * it was given, writes its output under the same key on every run (a rerun after a crash replaces
 * it), and removes the upload only once the document names the output. A file ffmpeg cannot read
 * makes the document FAILED at once (no retry would read it better); any other error is retried,
 * and the document is FAILED when the last attempt fails too.
 */
export function compressionJob(options: CompressionOptions): JobHandler<CompressPayload> {
  const { documents, storage } = options;
  const ffprobePath = path.join(path.dirname(options.ffmpegPath), "ffprobe");
  const probe = options.ffmpegPath.includes("/") ? ffprobePath : "ffprobe";

  async function compressVideo(job: JobContext<CompressPayload>, fileName: string) {
    const { documentId, sourceKey } = job.payload;
    const outputKey = compressedKeyOf(sourceKey);
    const dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-recording-"));
    try {
      const output = path.join(dir, "compressed.mp4");
      await storage.withLocalFile(sourceKey, (input) =>
        ffmpeg(
          options.ffmpegPath,
          compressionArguments(input, output),
          job,
          options.extendEveryMs ?? job.leaseMs / 3,
        ),
      );
      const { size } = await stat(output);
      await storage.put(outputKey, createReadStream(output), { contentType: "video/mp4" });
      const done = await documents.markUploaded(documentId, sourceKey, {
        key: outputKey,
        size,
        mimeType: "video/mp4",
        fileName: compressedName(fileName),
      });
      if (done) await storage.remove(sourceKey);
      else if (!(await documents.names(documentId, outputKey))) await storage.remove(outputKey);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function checkAudio(job: JobContext<CompressPayload>) {
    const { documentId, sourceKey } = job.payload;
    await storage.withLocalFile(sourceKey, async (input) => {
      try {
        const { stdout } = await run(probe, [
          "-v",
          "error",
          "-select_streams",
          "a:0",
          "-show_entries",
          "stream=codec_type",
          "-of",
          "csv=p=0",
          input,
        ]);
        if (!stdout.includes("audio")) throw new MediaError("The file holds no audio stream.");
      } catch (error) {
        if (error instanceof MediaError) throw error;
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw error;
        throw new MediaError(reasonOf(error));
      }
    });
    const [row] = [await documents.pendingOn(documentId, sourceKey)];
    if (!row) return;
    await documents.markUploaded(documentId, sourceKey, {
      key: sourceKey,
      size: row.sizeBytes,
      mimeType: row.mimeType,
      fileName: row.fileName,
    });
  }

  return async (job) => {
    const { documentId, sourceKey } = job.payload;
    const row = await documents.pendingOn(documentId, sourceKey);
    if (!row) {
      // Done already (a run that stopped after its update but before removing the upload), or
      // superseded by a re-upload: only what this job made or was given may be left to tidy.
      const outputKey = compressedKeyOf(sourceKey);
      if (!(await documents.names(documentId, sourceKey)) && (await documents.names(documentId, outputKey))) {
        await storage.remove(sourceKey);
      }
      return;
    }
    try {
      if (row.mimeType.startsWith("audio/")) await checkAudio(job);
      else await compressVideo(job, row.fileName);
    } catch (error) {
      if (error instanceof JobLeaseLostError) throw error;
      if (error instanceof MediaError) {
        await documents.markFailed(documentId, sourceKey, reasonOf(error));
        return;
      }
      if (job.attempt >= job.maxAttempts) await documents.markFailed(documentId, sourceKey, reasonOf(error));
      throw error;
    }
  };
}
