import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { number, object, string } from "yup";
import { FILE_RULES, type FileRule } from "@pipeline/contract";
import { createEnvelope, generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { readMultipart, type StoredUpload } from "../../src/http/multipart";
import { BAD_ENVELOPE_MESSAGE, envelopePlugin } from "../../src/http/plugins/envelope";
import { errorsPlugin } from "../../src/http/plugins/errors";
import { multipartPlugin } from "../../src/http/plugins/multipart";
import { createDiskStorage } from "../../src/storage";
import {
  compoundFileBytes,
  mp3Bytes,
  mp4Bytes,
  officeBytes,
  pdfBytes,
  streamedOfficeBytes,
  zipBytes,
} from "./fixtures";

const key = generateEnvelopeKey();
const envelope = createEnvelope(key);
let app: FastifyInstance;
let base: string;
let dir: string;

const fieldsSchema = object({
  company_id: number().typeError("Company is required").required("Company is required"),
  description: string().default(""),
});

/** A small limit, so the cut-off is seen without sending gigabytes. */
const smallPdf: FileRule = { ...FILE_RULES.document, extensions: [".pdf"], maxBytes: 64 * 1024 };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-multipart-"));
  const storage = createDiskStorage(dir);
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(envelopePlugin, { key });
  await app.register(multipartPlugin);
  app.post("/upload", async (request) => {
    const { fields, files } = await readMultipart(request, {
      fields: fieldsSchema,
      files: (values) => ({
        file: {
          rule: values.description === "small" ? smallPdf : FILE_RULES.uploadDialog,
          maxCount: 3,
          required: "File is required",
        },
        transcription_file: { rule: FILE_RULES.document, maxCount: 1 },
      }),
      storage,
      folderFor: (values) => `companies/${values.company_id}`,
    });
    return { fields, files };
  });
  app.post("/document", async (request) =>
    readMultipart(request, {
      fields: fieldsSchema,
      files: { file: { rule: FILE_RULES.document, maxCount: 1 } },
      storage,
      folderFor: () => "documents",
    }),
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  for (const entry of await readdir(dir)) await rm(path.join(dir, entry), { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

type Part = [field: string, name: string, bytes: Buffer];

type Body = {
  message?: string;
  errors?: Record<string, string[]>;
  fields?: unknown;
  files?: Record<string, StoredUpload[]>;
};

/** The stored files of one field of an answer. */
function filesOf(body: Body, field = "file"): StoredUpload[] {
  return body.files?.[field] ?? [];
}

function mimeTypes(body: Body): string[] {
  return filesOf(body).map((file) => file.mimeType);
}

async function send(
  fields: Record<string, unknown> | string | null,
  parts: Part[],
  route = "/upload",
): Promise<{ status: number; body: Body }> {
  const form = new FormData();
  if (fields !== null) {
    form.append("payload", typeof fields === "string" ? fields : envelope.seal(fields).payload);
  }
  for (const [field, name, bytes] of parts) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}${route}`, { method: "POST", body: form });
  const text = await response.text();
  const parsed = JSON.parse(text) as { payload: string };
  return { status: response.status, body: JSON.parse(envelope.openText(parsed.payload)) as Body };
}

describe("reading a multipart upload", () => {
  it("opens the sealed fields and stores each file under a key of the server's choosing", async () => {
    const pdf = pdfBytes();
    const docx = officeBytes("docx");
    const answer = await send({ company_id: 7, description: "Board pack" }, [
      ["file", "report.pdf", pdf],
      ["file", "../../notes.docx", docx],
      ["transcription_file", "transcript.pdf", pdfBytes("transcript")],
    ]);

    expect(answer.status).toBe(200);
    expect(answer.body.fields).toEqual({ company_id: 7, description: "Board pack" });
    const [first, second] = filesOf(answer.body);
    expect(first).toMatchObject({
      field: "file",
      fileName: "report.pdf",
      size: pdf.length,
      mimeType: "application/pdf",
    });
    expect(first?.key).toMatch(/^companies\/7\/[0-9a-f-]{36}\.pdf$/);
    expect(second).toMatchObject({
      fileName: "notes.docx",
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    expect(filesOf(answer.body, "transcription_file")).toHaveLength(1);
    expect(await readFile(path.join(dir, first?.key ?? ""))).toEqual(pdf);
    expect(await readFile(path.join(dir, second?.key ?? ""))).toEqual(docx);
  });

  it("takes Word and Excel files of both generations and MP3s with or without an ID3 tag", async () => {
    const answer = await send({ company_id: 1 }, [
      ["file", "old.doc", compoundFileBytes()],
      ["file", "sheet.xlsx", officeBytes("xlsx")],
      ["file", "bare.mp3", await mp3Bytes({ id3: false })],
    ]);
    expect(answer.status).toBe(200);
    expect(mimeTypes(answer.body)).toEqual([
      "application/x-cfb",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "audio/mpeg",
    ]);
    const video = await send({ company_id: 1 }, [
      ["file", "tagged.mp3", await mp3Bytes()],
      ["file", "clip.mp4", await mp4Bytes()],
    ]);
    expect(video.status).toBe(200);
    expect(mimeTypes(video.body)).toEqual(["audio/mpeg", "video/mp4"]);
  });

  it("takes a workbook or document written by a streaming writer, its content types past the first bytes", async () => {
    const answer = await send({ company_id: 1 }, [
      ["file", "streamed.xlsx", streamedOfficeBytes("xlsx")],
      ["file", "streamed.docx", streamedOfficeBytes("docx")],
    ]);
    expect(answer.status).toBe(200);
    expect(mimeTypes(answer.body)).toEqual([
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
  });

  it("refuses a file by its name with the rule's words before storing anything", async () => {
    const answer = await send({ company_id: 7 }, [["file", "run.exe", pdfBytes()]]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: FILE_RULES.uploadDialog.messages.wrongType,
      errors: { file: [FILE_RULES.uploadDialog.messages.wrongType] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a file whose content is not what its name says", async () => {
    const lies: Part[] = [
      ["file", "notes.pdf", Buffer.from("just some text, not a PDF at all\n".repeat(10))],
      ["file", "song.mp3", zipBytes({ "a.txt": "hello" })],
      ["file", "report.docx", zipBytes({ "a.txt": "hello" })],
      ["file", "sheet.xlsx", officeBytes("docx")],
      ["file", "letter.docx", streamedOfficeBytes("xlsx")],
      ["file", "clip.mp4", pdfBytes()],
      ["file", "empty.pdf", Buffer.alloc(0)],
    ];
    for (const lie of lies) {
      const answer = await send({ company_id: 7 }, [lie]);
      expect(answer.status, lie[1]).toBe(400);
      expect(answer.body.errors, lie[1]).toEqual({ file: [FILE_RULES.uploadDialog.messages.wrongType] });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("removes the files already stored when a later one is refused", async () => {
    const answer = await send({ company_id: 7 }, [
      ["file", "good.pdf", pdfBytes()],
      ["file", "good.docx", officeBytes("docx")],
      ["file", "bad.pdf", Buffer.from("plain text")],
    ]);
    expect(answer.status).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it("cuts off a file past its rule's size with the rule's words and keeps none of it", async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(200 * 1024, 0x20)]);
    const answer = await send({ company_id: 7, description: "small" }, [
      ["file", "first.pdf", pdfBytes()],
      ["file", "big.pdf", big],
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      message: FILE_RULES.document.messages.tooLarge,
      errors: { file: [FILE_RULES.document.messages.tooLarge] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("takes a document of exactly its limit and cuts off one byte more", async () => {
    const limit = FILE_RULES.document.maxBytes;
    const exact = Buffer.alloc(limit, 0x20);
    pdfBytes().copy(exact);
    const taken = await send({ company_id: 3 }, [["file", "exact.pdf", exact]], "/document");
    expect(taken.status).toBe(200);
    const [kept] = filesOf(taken.body);
    expect(kept?.size).toBe(limit);

    await rm(path.join(dir, kept?.key ?? "missing"));
    const over = await send(
      { company_id: 3 },
      [["file", "over.pdf", Buffer.concat([exact, Buffer.from(" ")])]],
      "/document",
    );
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(FILE_RULES.document.messages.tooLarge);
    expect(await storedFiles()).toEqual([]);
  });

  it("checks the fields with the form's schema and refuses a payload it cannot open", async () => {
    const missing = await send({}, [["file", "a.pdf", pdfBytes()]]);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ company_id: ["Company is required"] });

    const unsealed = await send(JSON.stringify({ company_id: 7 }), [["file", "a.pdf", pdfBytes()]]);
    expect(unsealed.status).toBe(400);
    expect(unsealed.body.message).toBe(BAD_ENVELOPE_MESSAGE);
    expect(await storedFiles()).toEqual([]);
  });

  it("needs the payload first, a required file, and no more files than a field takes", async () => {
    const noPayload = await send(null, [["file", "a.pdf", pdfBytes()]]);
    expect(noPayload.status).toBe(400);

    const noFile = await send({ company_id: 7 }, []);
    expect(noFile.status).toBe(400);
    expect(noFile.body.errors).toEqual({ file: ["File is required"] });

    const tooMany = await send({ company_id: 7 }, [
      ["transcription_file", "a.pdf", pdfBytes()],
      ["transcription_file", "b.pdf", pdfBytes()],
    ]);
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(["transcription_file"]);

    const stranger = await send({ company_id: 7 }, [["avatar", "a.pdf", pdfBytes()]]);
    expect(stranger.status).toBe(400);
    expect(await storedFiles()).toEqual([]);
  });

  it("answers a JSON body to a call that takes files with 415", async () => {
    const response = await fetch(`${base}/upload`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(envelope.seal({ company_id: 1 })),
    });
    expect(response.status).toBe(415);
  });
});
