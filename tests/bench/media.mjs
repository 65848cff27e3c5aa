// Media benchmark: files, recordings and scheduled e-mail, each on a fresh embedded PGlite in a
// temporary folder, with clips made by ffmpeg at the start.
//
// 1. A 200 MiB recording (an H.264/AAC .mp4, the 60 s clip below looped by stream copy) uploaded
//    through `POST company-documents/` as the Upload dialog sends it (the sealed payload, then the
//    file, multipart, streamed from disk), to a server in a process of its own started as `npm start`
//    starts it (JOBS=off, so that no compression runs meanwhile). Throughput, and that process's
//    resident memory (VmRSS, sampled every 50 ms) before, at its peak during and after the upload: a
//    streamed upload keeps it flat, whatever the file's size.
// 2. The `recording.compress` job on a 60 s 1280x720 30 fps clip with a 440 Hz tone, H.264 at a high
//    bitrate (ultrafast, CRF 12): seconds, input and output sizes, the output's resolution (ffprobe).
// 3. 1,000 e-mails, written through `POST email/` over HTTP for an hour ahead, then made due at one
//    moment a little ahead and sent by the jobs worker of the server in a process of its own (as
//    `npm start` runs it, SMTP_URL set) to an SMTP server on 127.0.0.1 in this process: messages per
//    second from the moment they are due to the 1,000th message received, and each message received
//    exactly once (by Message-ID, against the e-mail log read after the server stopped).
// DESIGN.md "Budgets" names no goal for these: the figures are reported.
//
//   node tests/bench/media.mjs
//   BENCH_MEDIA_EMAILS=100 node tests/bench/media.mjs     (a quick run of the same steps)
//
// The server runs from its TypeScript sources, so this file starts itself again under tsx with the
// workspace source condition, as `npm start` does.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createReadStream, mkdtempSync, openAsBlob, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  ADMIN,
  openSeeded,
  runFromSources,
  serverModules,
  serverSettings,
  signInAsAdmin,
} from "./serverBench.mjs";
import {
  caller,
  freePort,
  residentBytes,
  sampleMemory,
  startServerProcess,
  startSmtp,
} from "./serverProcess.mjs";

runFromSources(import.meta.url);

const run = promisify(execFile);

const UPLOAD_BYTES = 200 * 1024 * 1024;
const CLIP_SECONDS = 60;
const EMAILS = Number(process.env.BENCH_MEDIA_EMAILS ?? 1_000);
/** E-mails written at once while setting up (the writing is not what is measured). */
const WRITERS = 8;
/** Longer than this for the e-mails means something is wrong: the benchmark stops with what arrived. */
const SEND_LIMIT_MS = 600_000;
const MiB = 1024 * 1024;

const { buildApp, createEnvelope, createRepositories, generateEnvelopeKey } = await serverModules();
const { createStorage } = await import("../../apps/server/src/storage/index.ts");
const { compressionJob } = await import("../../apps/server/src/modules/documents/compressRecording.ts");
const { RECORDING_COMPRESS_JOB } = await import("../../apps/server/src/modules/documents/repository.ts");
const { EMAIL_JOB } = await import("../../apps/server/src/modules/emails/repository.ts");

const mib = (bytes) => `${(bytes / MiB).toFixed(1)} MiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function ffmpeg(...args) {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args], {
    maxBuffer: 16 * MiB,
  });
}

async function probe(file) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "stream=codec_type,codec_name,width,height:format=duration,bit_rate",
    "-of",
    "json",
    file,
  ]);
  const { streams, format } = JSON.parse(stdout);
  const video = streams.find((stream) => stream.codec_type === "video");
  const audio = streams.find((stream) => stream.codec_type === "audio");
  return {
    resolution: `${video.width}x${video.height}`,
    codecs: `${video.codec_name}${audio ? `/${audio.codec_name}` : ""}`,
    duration: Number(format.duration),
    mbps: Number(format.bit_rate) / 1e6,
  };
}

/** The clips: 60 s of 720p at a high bitrate, a 2 s cut of it, and 200 MiB of it looped. */
async function makeClips(dir) {
  const clip = path.join(dir, "pitch-720p.mp4");
  await ffmpeg(
    ...["-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${CLIP_SECONDS}`],
    ...["-f", "lavfi", "-i", `sine=frequency=440:sample_rate=48000:duration=${CLIP_SECONDS}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "12", "-pix_fmt", "yuv420p"],
    ...["-c:a", "aac", "-b:a", "192k", "-shortest", clip],
  );
  const short = path.join(dir, "pitch-2s.mp4");
  await ffmpeg("-i", clip, "-c", "copy", "-t", "2", short);
  // Looped by stream copy, just long enough for 200 MiB.
  const large = path.join(dir, "pitch-200mib.mp4");
  const loopSeconds = Math.ceil((CLIP_SECONDS * UPLOAD_BYTES) / statSync(clip).size) + 1;
  await ffmpeg("-stream_loop", "-1", "-i", clip, "-c", "copy", "-t", String(loopSeconds), large);
  return { clip, short, large };
}

/** A fresh database in `dataDir` with the admin and one company; answers the company's and admin's ids. */
async function seededCompany(dataDir, members = []) {
  const opened = await openSeeded({ dataDir, databaseUrl: null });
  const query = (text, params) => opened.db.$client.query(text, params);
  const { rows: admins } = await query("select id from users where username = $1", [ADMIN.username]);
  const adminId = admins[0].id;
  const { rows: companies } = await query(
    `insert into companies (company_name, website, foundation_year, fte, revenue, pitch_line, created_by)
     values ('Saffron Fintech Private Limited', 'https://www.saffronfintech.example.com', 2016, 420, 8400000,
             'Working-capital credit for the small manufacturers of western India', $1) returning id`,
    [adminId],
  );
  const companyId = companies[0].id;
  const memberIds = [];
  for (const [first, last] of members) {
    const { rows } = await query(
      `insert into company_members (company_id, first_name, last_name, email)
       values ($1, $2, $3, $4) returning id`,
      [companyId, first, last, `${first}.${last}@saffronfintech.example.com`.toLowerCase()],
    );
    memberIds.push(rows[0].id);
  }
  return { opened, query, adminId, companyId, memberIds };
}

/** 1. The 200 MiB upload to a server in its own process. */
async function benchUpload(dir, clips) {
  const dataDir = path.join(dir, "upload-data");
  const { opened, companyId } = await seededCompany(dataDir);
  await opened.close();

  const port = await freePort();
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  const server = await startServerProcess({
    ...serverSettings({ dataDir, port, envelopeKey: key }),
    JOBS: "off",
  });
  try {
    const base = `http://127.0.0.1:${port}/api/v1/`;
    const call = caller(base, envelope);
    const token = await signInAsAdmin(call);

    const upload = async (file, name) => {
      const form = new FormData();
      const fields = { company_id: companyId, type: "RECORDING", uploaded_on: "Series A", description: null };
      form.append("payload", envelope.sealText(JSON.stringify(fields)));
      form.append("file", await openAsBlob(file, { type: "video/mp4" }), name);
      const response = await fetch(new URL("company-documents/", base), {
        method: "POST",
        headers: { authorization: `Token ${token}` },
        body: form,
      });
      const answer = envelope.open(await response.json());
      if (!response.ok) throw new Error(`company-documents/: ${response.status} ${answer.message}`);
      return answer.data[0];
    };

    // A short clip first, so that the path has run once before memory is read.
    await upload(clips.short, "pitch-warm-up.mp4");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const memory = sampleMemory(server.pid);
    const size = statSync(clips.large).size;
    const started = performance.now();
    let document;
    try {
      document = await upload(clips.large, "Series A pitch, full recording.mp4");
    } finally {
      memory.stop();
    }
    const ms = performance.now() - started;
    // The memory's last reading is taken as the upload ends.
    const { before, peak } = memory.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = residentBytes(server.pid);

    // The file on disk is the whole upload, byte for byte in length.
    const storedPath = path.join(dataDir, "files", document.file);
    const stored = statSync(storedPath).size;
    if (stored !== size || document.is_uploaded !== "PENDING") {
      throw new Error(`stored ${stored} of ${size} bytes; the document is ${document.is_uploaded}`);
    }

    console.log(
      `\nUpload: ${mib(size)} H.264/AAC .mp4 (${(await probe(clips.large)).duration.toFixed(0)} s of the clip ` +
        "looped by stream copy), POST company-documents/ as the Upload dialog sends it (sealed payload, then " +
        "the file, multipart, streamed from disk), HTTP on 127.0.0.1 to the server in its own process " +
        "(npm start's way, JOBS=off, embedded PGlite, files on disk). The stored file has every byte; " +
        "the recording is PENDING.",
    );
    console.table([
      {
        upload: mib(size),
        seconds: +(ms / 1000).toFixed(2),
        "MiB/s": +(size / MiB / (ms / 1000)).toFixed(1),
        "RSS before": mib(before.rss),
        "RSS peak during (50 ms samples)": mib(peak),
        "RSS after": mib(after.rss),
        "peak RSS since start (VmHWM), before → after": `${mib(before.hwm)} → ${mib(after.hwm)}`,
      },
    ]);
    const growth = peak - before.rss;
    console.log(
      `Server RSS grew by at most ${mib(growth)} during a ${mib(size)} upload ` +
        `(${((growth / size) * 100).toFixed(1)} % of the file): ${growth < size / 4 ? "flat, streamed" : "NOT flat"}.`,
    );
    if (growth >= size / 4) throw new Error("The server's memory grew with the upload: it is not streamed.");
  } finally {
    await server.stop();
  }
  return server.startupMs;
}

/** 2. The compression job on the 60 s 720p clip. */
async function benchCompression(dir, clips) {
  const dataDir = path.join(dir, "compress-data");
  const { opened, query, adminId, companyId } = await seededCompany(dataDir);
  try {
    const repos = createRepositories(opened.db);
    const storage = createStorage({ kind: "disk", dir: path.join(dataDir, "files") });
    const size = statSync(clips.clip).size;
    const key = `companies/${companyId}/${randomUUID()}.mp4`;
    await storage.put(key, createReadStream(clips.clip), { contentType: "video/mp4" });
    // Written as `company-documents/` writes it: PENDING, its compression job queued with it.
    const [document] = await repos.documents.createUploads(
      { company_id: companyId, type: "RECORDING", description: null, uploaded_on: "Series A" },
      [{ field: "file", key, fileName: "Series A pitch.mp4", size, mimeType: "video/mp4" }],
      null,
      { userId: adminId, superAdmin: true, canViewJourney: true },
    );
    const { rows: jobRows } = await query("select id, payload from jobs where kind = $1", [
      RECORDING_COMPRESS_JOB,
    ]);
    const job = jobRows[0];
    const handler = compressionJob({ documents: repos.documents, storage, ffmpegPath: "ffmpeg" });
    const input = await probe(clips.clip);
    const started = performance.now();
    await handler({
      id: Number(job.id),
      kind: RECORDING_COMPRESS_JOB,
      payload: job.payload,
      attempt: 1,
      maxAttempts: 5,
      extendLease: async () => undefined,
      complete: async () => undefined,
    });
    const ms = performance.now() - started;
    const [done] = await repos.documents.byIds([document.id], {
      userId: adminId,
      superAdmin: true,
      canViewJourney: true,
    });
    if (done?.is_uploaded !== "UPLOADED") {
      throw new Error(`The recording is ${done?.is_uploaded}, not UPLOADED.`);
    }
    const outputPath = path.join(dataDir, "files", done.file);
    const outputSize = statSync(outputPath).size;
    const output = await probe(outputPath);

    console.log(
      `\nCompression: the recording.compress job (ffmpeg libx264 veryfast CRF 28, AAC 128k, at most 720 ` +
        "lines, faststart) on a 60 s clip written as an upload writes it, the job's handler called in process " +
        "with the document PENDING, until the document is UPLOADED on the compressed file.",
    );
    console.table([
      {
        clip: `${input.duration.toFixed(0)} s ${input.resolution} 30 fps ${input.codecs}`,
        "input size": `${mib(size)} (${input.mbps.toFixed(1)} Mbit/s)`,
        seconds: +(ms / 1000).toFixed(1),
        "x realtime": +(input.duration / (ms / 1000)).toFixed(2),
        "output size": `${mib(outputSize)} (${output.mbps.toFixed(2)} Mbit/s)`,
        "output resolution": `${output.resolution} ${output.codecs}`,
      },
    ]);
  } finally {
    await opened.close();
  }
}

/** 3. 1,000 scheduled e-mails sent by the jobs worker of a server in its own process to the SMTP server. */
async function benchEmails(dir, startupMs) {
  const dataDir = path.join(dir, "email-data");
  const members = [
    ["Kavya", "Iyer"],
    ["Arjun", "Kapoor"],
  ];
  const { opened, query, companyId, memberIds } = await seededCompany(dataDir, members);
  let countReached = () => undefined;
  const reached = new Promise((resolve) => {
    countReached = resolve;
  });
  let lastAt = 0;
  const smtp = await startSmtp((count) => {
    lastAt = Date.now();
    if (count === EMAILS) countReached();
  });
  const key = generateEnvelopeKey();
  const envelope = createEnvelope(key);
  let database = opened;
  let server = null;
  try {
    // The e-mails are written through a server in this process that runs no jobs (not measured).
    const writer = await buildApp({
      repos: createRepositories(opened.db),
      envelopeKey: key,
      services: { storage: createStorage({ kind: "disk", dir: path.join(dataDir, "files") }) },
    });
    let writeMs = 0;
    try {
      await writer.listen({ port: 0, host: "127.0.0.1" });
      const call = caller(`http://127.0.0.1:${writer.server.address().port}/api/v1/`, envelope);
      const token = await signInAsAdmin(call);
      const { rows: senderRows } = await query(
        `insert into senders (email, sender_name, city, country, is_active, is_verified, verified_at)
         values ('deals@fund.example.com', 'Deal Team', 'Bengaluru', 'India', true, true, now()) returning id`,
      );
      const { rows: tasks } = await query(
        `select t.id as task_id, t.stage_id from journey_tasks as t join journey_stages as s on s.id = t.stage_id
         where t.type = 'EMAIL' and t.allow_multiple and t.is_active and s.is_active
         order by s.display_order, t.display_order limit 1`,
      );
      const later = new Date(Date.now() + 3_600_000).toISOString();
      const writing = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          for (let i = next++; i < EMAILS; i = next++) {
            await call("POST", "email/", {
              token,
              body: {
                company_id: companyId,
                stage_id: tasks[0].stage_id,
                task_id: tasks[0].task_id,
                sender_id: senderRows[0].id,
                receivers: [memberIds[i % memberIds.length]],
                cc_email: [],
                bcc_email: [],
                subject: `Follow-up ${i + 1}: the data room for the Series A`,
                body:
                  `<p>Dear ${members[i % members.length][0]},</p><p>Thank you for the call. ` +
                  `<strong>The data room</strong> is open; the term sheet follows on ${1 + (i % 28)} March.</p>`,
                font: "Arial",
                date: later,
              },
            });
          }
        }),
      );
      writeMs = performance.now() - writing;
    } finally {
      await writer.close();
    }
    const { rows: scheduled } = await query(
      "select count(*)::int as n from company_journey_items where type = 'EMAIL' and status = 'scheduled'",
    );
    if (scheduled[0].n !== EMAILS) throw new Error(`${scheduled[0].n} e-mails are scheduled, not ${EMAILS}`);

    // All due at one moment, far enough ahead for the server to have started by then (three times
    // its start-up in the upload step).
    const dueAt = Date.now() + Math.max(10_000, 3 * startupMs);
    await query("update jobs set run_at = $2 where kind = $1", [EMAIL_JOB, new Date(dueAt).toISOString()]);
    await opened.close();
    database = null;

    const port = await freePort();
    server = await startServerProcess({
      ...serverSettings({ dataDir, port, envelopeKey: key }),
      JOBS: "on",
      SMTP_URL: smtp.url,
    });
    const readyAt = Date.now();
    if (readyAt > dueAt) {
      throw new Error(`The server started ${readyAt - dueAt} ms after the e-mails were due: run again.`);
    }
    let timer;
    await Promise.race([
      reached,
      new Promise((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `${smtp.messageIds.length} of ${EMAILS} e-mails arrived in ${SEND_LIMIT_MS / 1000} s`,
              ),
            ),
          dueAt - Date.now() + SEND_LIMIT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const ms = lastAt - dueAt;
    // Stopped as an operator stops it; anything sent twice would arrive meanwhile.
    await server.stop();
    server = null;

    const { openDatabase } = await serverModules();
    database = await openDatabase({ dataDir, databaseUrl: null });
    const { rows: logs } = await database.db.$client.query(
      "select message_id, delivered from email_logs where journey_item_id is not null",
    );
    const { rows: sent } = await database.db.$client.query(
      "select count(*)::int as n from company_journey_items where type = 'EMAIL' and status = 'sent'",
    );
    const received = new Map();
    for (const id of smtp.messageIds) received.set(id, (received.get(id) ?? 0) + 1);
    const logged = new Set(logs.map((row) => row.message_id));
    const once =
      smtp.messageIds.length === EMAILS &&
      received.size === EMAILS &&
      [...received.values()].every((count) => count === 1) &&
      logs.length === EMAILS &&
      logs.every((row) => row.delivered) &&
      [...received.keys()].every((id) => logged.has(id)) &&
      sent[0].n === EMAILS;
    console.log(
      `\nScheduled e-mail: ${EMAILS.toLocaleString("en")} e-mails written through POST email/ over HTTP for ` +
        `an hour ahead (${seconds(writeMs)}, ${WRITERS} at a time; not measured), then made due at one moment ` +
        "and sent by the jobs worker of the server in its own process (npm start's way: its default worker, " +
        "4 at a time, polling each second; pooled SMTP) to an SMTP server on 127.0.0.1 in this process.",
    );
    console.table([
      {
        "e-mails": EMAILS,
        "due → last received": seconds(ms),
        "messages/s": +(EMAILS / (ms / 1000)).toFixed(1),
        received: smtp.messageIds.length,
        "distinct Message-IDs": received.size,
        "items sent": sent[0].n,
        "each exactly once, as logged": once ? "yes" : "NO",
      },
    ]);
    if (!once) throw new Error("The SMTP server did not receive each e-mail exactly once.");
  } finally {
    await server?.stop();
    await database?.close();
    await smtp.close();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-bench-media-"));
try {
  const started = performance.now();
  const clips = await makeClips(dir);
  console.log(`Clips made by ffmpeg in ${seconds(performance.now() - started)}.`);
  const startupMs = await benchUpload(dir, clips);
  await benchCompression(dir, clips);
  await benchEmails(dir, startupMs);
  console.log(`${seconds(performance.now() - started)} in all, set-up included`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
