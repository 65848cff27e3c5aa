import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILE_RULES,
  type CompanyDocument,
  type Id,
  type JourneyTimeline,
  type SignedUrl,
} from "@pipeline/contract";
import { companyDocuments, permissions, rolePermissions, roles, userRoles } from "../../src/db/schema";
import { LINK_EXPIRED_MESSAGE, LINK_INVALID_MESSAGE, signFileToken } from "../../src/storage/signedLinks";
import { FORBIDDEN_MESSAGE } from "../../src/http/HttpError";
import { NOT_DOCUMENT_OWNER_MESSAGE, RECORDING_COMPRESS_JOB } from "../../src/modules/documents/repository";
import { createDiskStorage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { compoundFileBytes, mp4Bytes, officeBytes, pdfBytes, zipBytes } from "../documents/fixtures";
import {
  API,
  DOCUMENT_TASK,
  documentsOf,
  filesUnder,
  setState,
  upload,
  uploadRows,
} from "../documents/documentWorld";
import { type Account, caller, companyBody, companyWorld, createAccount } from "./companyWorld";
import { injectedApp } from "./injectApp";

// The company's files over HTTP (journey-and-sign-in 3-5): both forms of company-documents/, the
// re-upload of a failed recording, the lists, and the signed links that open a file.

const dir = mkdtempSync(path.join(os.tmpdir(), "pipeline-documents-api-"));
const secret = "a-file-signing-secret-of-at-least-32-characters";
const server = injectedApp({
  services: { storage: createDiskStorage(dir), fileSigningSecret: secret, publicUrl: "http://files.test" },
});
let adminToken: string;
let companyId: Id;
const accounts = {} as Record<"assigned" | "outsider" | "blind", Account>;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withoutJourneyPermission(userId: Id) {
  const { db } = server.database;
  const [role] = await db
    .insert(roles)
    .values({ name: "Viewer" })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  const [viewer] = role
    ? [role]
    : await db.select({ id: roles.id }).from(roles).where(eq(roles.name, "Viewer"));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values({ userId, roleId: viewer?.id ?? 0 });
  const [journey] = await db.select().from(permissions).where(eq(permissions.code, "can_view_journey"));
  await db
    .delete(rolePermissions)
    .where(
      sql`${rolePermissions.roleId} = ${viewer?.id ?? 0} and ${rolePermissions.permissionId} = ${journey?.id ?? 0}`,
    );
}

beforeAll(async () => {
  const world = await companyWorld(server, "Documents one", "Documents two");
  adminToken = world.adminToken;
  companyId = await world.admin.create(companyBody(world.one));
  accounts.assigned = await createAccount(server, { company: [companyId] });
  accounts.outsider = await createAccount(server);
  accounts.blind = await createAccount(server, { company: [companyId] });
  await withoutJourneyPermission(accounts.blind.id);
}, SETUP_TIMEOUT_MS);

const dialog = (overrides: Record<string, unknown> = {}) => ({
  company_id: companyId,
  type: "OTHER",
  uploaded_on: "Round 1",
  description: "Board pack",
  ...overrides,
});

async function list(token: string, id = companyId): Promise<CompanyDocument[]> {
  const answer = await caller(server, token).get(
    `company-documents/get_documents_by_company?company_id=${id}`,
  );
  expect(answer.status).toBe(200);
  return documentsOf(answer);
}

async function signedUrl(token: string, src: string) {
  return caller(server, token).get(`generate-signed-url?src=${encodeURIComponent(src)}`);
}

/** Opens a signed link as a browser would: no token header. */
function open(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: "GET", url: url.replace("http://files.test", ""), headers });
}

describe("a DOCUMENT task's file", () => {
  it("adds the task to the journey with its file, stored whole and listed", async () => {
    const pdf = pdfBytes("Pitch deck");
    const answer = await upload(
      server,
      accounts.assigned.token,
      { company_id: companyId, ...DOCUMENT_TASK, description: "Deck v3" },
      [["file", "deck.pdf", pdf]],
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Document added successfully.");
    const [document] = documentsOf(answer);
    expect(document).toMatchObject({
      type: "OTHER",
      file_name: "deck.pdf",
      description: "Deck v3",
      is_uploaded: "UPLOADED",
      created_by: accounts.assigned.id,
    });
    expect(document?.journey_item).toEqual(expect.any(Number));
    expect(await readFile(path.join(dir, document?.file ?? ""))).toEqual(pdf);

    const timeline = await caller(server, accounts.assigned.token).get(`company/${companyId}/journey`);
    const item = (timeline.body.data as JourneyTimeline)
      .flatMap((stage) => stage.items)
      .find((entry) => entry.id === document?.journey_item);
    expect(item?.journey_item.task.type).toBe("DOCUMENT");
    // Its round is the stage it was added to, as the Files list shows the Upload dialog's rounds.
    expect(item?.journey_item.stage.label).toEqual(expect.stringMatching(/\w/));
    expect(document?.uploaded_on).toBe(item?.journey_item.stage.label);
    expect((await list(accounts.assigned.token)).map((file) => file.id)).toContain(document?.id);
  });

  it("cuts off a file past 52428800 bytes with the spec's words, leaving no file, item or row", async () => {
    const before = await uploadRows(server);
    const filesBefore = await filesUnder(dir);
    const big = Buffer.alloc(FILE_RULES.document.maxBytes + 1, 0x20);
    pdfBytes().copy(big);
    const answer = await upload(server, adminToken, { company_id: companyId, ...DOCUMENT_TASK }, [
      ["file", "big.pdf", big],
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("Please select a file smaller than 500 MB.");
    expect(await uploadRows(server)).toEqual(before);
    expect(await filesUnder(dir)).toEqual(filesBefore);
  });

  it("refuses a file that is not what its name says, and a missing file, writing nothing", async () => {
    const before = await uploadRows(server);
    const lie = await upload(server, adminToken, { company_id: companyId, ...DOCUMENT_TASK }, [
      ["file", "notes.pdf", Buffer.from("only text pretending to be a PDF")],
    ]);
    expect(lie.status).toBe(400);
    expect(lie.body.errors).toEqual({ file: [FILE_RULES.document.messages.wrongType] });
    const none = await upload(server, adminToken, { company_id: companyId, ...DOCUMENT_TASK }, []);
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ file: ["Please select file to upload"] });
    const noTask = await upload(server, adminToken, { company_id: companyId, stage_id: 2 }, [
      ["file", "a.pdf", pdfBytes()],
    ]);
    expect(noTask.body.errors).toEqual({ task_id: ["Task is required"] });
    expect(await uploadRows(server)).toEqual(before);
  });
});

describe("the Upload dialog", () => {
  it("stores each file as a row of the round without a journey item, the transcription with each", async () => {
    const answer = await upload(server, accounts.assigned.token, dialog(), [
      ["file", "minutes.docx", officeBytes("docx")],
      ["file", "model.xls", compoundFileBytes()],
      ["transcription_file", "transcript.txt", Buffer.from("Speaker 1: hello\n")],
    ]);
    expect(answer.status).toBe(200);
    const documents = documentsOf(answer);
    expect(
      documents.map((file) => [
        file.file_name,
        file.type,
        file.is_uploaded,
        file.uploaded_on,
        file.journey_item,
      ]),
    ).toEqual([
      ["minutes.docx", "OTHER", "UPLOADED", "Round 1", null],
      ["model.xls", "OTHER", "UPLOADED", "Round 1", null],
    ]);
    const transcription = documents[0]?.transcription_file ?? "";
    expect(transcription).toMatch(/\.txt$/);
    expect(documents[1]?.transcription_file).toBe(transcription);
    // The list names the transcription beside each of its files, as uploaded.
    const listed = (await list(accounts.assigned.token)).filter(
      (file) => file.transcription_file === transcription,
    );
    expect(listed.map((file) => [file.file_name, file.transcription_file_name])).toEqual([
      ["minutes.docx", "transcript.txt"],
      ["model.xls", "transcript.txt"],
    ]);

    const link = await signedUrl(accounts.assigned.token, transcription);
    expect(link.status).toBe(200);
    const opened = await open((link.body.data as SignedUrl).url);
    expect(opened.body).toBe("Speaker 1: hello\n");
  });

  it("makes an upload with an .mp4 a recording, PENDING with its compression queued", async () => {
    const jobsBefore = (await uploadRows(server)).jobs;
    const answer = await upload(server, adminToken, dialog({ type: "OTHER" }), [
      ["file", "call.mp4", await mp4Bytes()],
    ]);
    expect(answer.status).toBe(200);
    const [recording] = documentsOf(answer);
    expect(recording).toMatchObject({ type: "RECORDING", is_uploaded: "PENDING", journey_item: null });
    expect((await uploadRows(server)).jobs).toBe(jobsBefore + 1);
    const queued = (await server.database.db.execute(
      sql`select payload from jobs where kind = ${RECORDING_COMPRESS_JOB} order by id desc limit 1`,
    )) as unknown as { rows: Array<{ payload: { documentId: number } }> };
    expect(queued.rows[0]?.payload.documentId).toBe(recording?.id);
  });

  it("asks for a round, a file and a choice, in the dialog's words", async () => {
    const answer = await upload(server, adminToken, { company_id: companyId }, []);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      type: ["Please select an option"],
      uploaded_on: ["Please select a round"],
    });
    const noFile = await upload(server, adminToken, dialog(), []);
    expect(noFile.body.errors).toEqual({ file: ["At least one file is required."] });
    const zipped = await upload(server, adminToken, dialog(), [
      ["file", "song.mp3", zipBytes({ "a.txt": "x" })],
    ]);
    expect(zipped.body.errors).toEqual({ file: [FILE_RULES.uploadDialog.messages.wrongType] });
  });
});

describe("who may upload and read files", () => {
  it("refuses an upload to a user who cannot see the company (404) or its journey (403), storing nothing", async () => {
    const before = await uploadRows(server);
    const filesBefore = await filesUnder(dir);
    const outsider = await upload(server, accounts.outsider.token, dialog(), [["file", "a.pdf", pdfBytes()]]);
    expect(outsider.status).toBe(404);
    const blind = await upload(server, accounts.blind.token, dialog(), [["file", "a.pdf", pdfBytes()]]);
    expect(blind.status).toBe(403);
    expect(blind.body.message).toBe(FORBIDDEN_MESSAGE);
    expect(await uploadRows(server)).toEqual(before);
    expect(await filesUnder(dir)).toEqual(filesBefore);
  });

  it("gives no list and no link to a user who cannot see the company", async () => {
    const [first] = await list(adminToken);
    const outsider = caller(server, accounts.outsider.token);
    expect(
      (await outsider.get(`company-documents/get_documents_by_company?company_id=${companyId}`)).status,
    ).toBe(404);
    expect((await signedUrl(accounts.outsider.token, first?.file ?? "")).status).toBe(404);
    expect((await signedUrl(accounts.blind.token, first?.file ?? "")).status).toBe(403);
    const byIds = await outsider.get(`company-documents/get_documents_by_ids/?ids=${first?.id}`);
    expect(documentsOf(byIds)).toEqual([]);
  });

  it("shows a FAILED recording to its uploader only, in the list and by id", async () => {
    const answer = await upload(server, accounts.assigned.token, dialog({ type: "RECORDING" }), [
      ["file", "call.mp4", await mp4Bytes()],
    ]);
    const [recording] = documentsOf(answer);
    const id = recording?.id ?? 0;
    await setState(server, id, "FAILED");
    const mine = await caller(server, accounts.assigned.token).get(
      `company-documents/get_documents_by_ids/?ids=${id}`,
    );
    expect(documentsOf(mine).map((file) => [file.id, file.is_uploaded])).toEqual([[id, "FAILED"]]);
    const theirs = await caller(server, adminToken).get(
      `company-documents/get_documents_by_ids/?ids=${id},999999`,
    );
    expect(documentsOf(theirs)).toEqual([]);
    expect((await list(adminToken)).map((file) => file.id)).not.toContain(id);
    expect((await list(accounts.assigned.token)).map((file) => file.id)).toContain(id);
    const bad = await caller(server, adminToken).get("company-documents/get_documents_by_ids/?ids=1,x");
    expect(bad.status).toBe(400);
  });
});

describe("uploading a failed recording again", () => {
  it("takes a new .mp4 from its uploader only, PENDING again, the old file removed", async () => {
    const first = await upload(server, accounts.assigned.token, dialog({ type: "RECORDING" }), [
      ["file", "call.mp4", await mp4Bytes()],
    ]);
    const [recording] = documentsOf(first);
    const id = recording?.id ?? 0;
    const url = `${API}/company-documents/update-document/?id=${id}`;
    const notYet = await upload(
      server,
      accounts.assigned.token,
      { id },
      [["file", "again.mp4", await mp4Bytes()]],
      { method: "PUT", url },
    );
    expect(notYet.status).toBe(409);

    await setState(server, id, "FAILED");
    const pdf = await upload(server, accounts.assigned.token, { id }, [["file", "again.pdf", pdfBytes()]], {
      method: "PUT",
      url,
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe("Only .mp4 video files are allowed.");
    const stranger = await upload(server, adminToken, { id }, [["file", "again.mp4", await mp4Bytes()]], {
      method: "PUT",
      url,
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(NOT_DOCUMENT_OWNER_MESSAGE);

    const again = await upload(
      server,
      accounts.assigned.token,
      { id },
      [["file", "again.mp4", await mp4Bytes()]],
      { method: "PUT", url },
    );
    expect(again.status).toBe(200);
    const document = again.body.data as CompanyDocument;
    expect(document).toMatchObject({ id, is_uploaded: "PENDING", file_name: "again.mp4" });
    expect(document.file).not.toBe(recording?.file);
    expect(await filesUnder(dir)).not.toContain(recording?.file);
    expect(await filesUnder(dir)).toContain(document.file);
    const [row] = await server.database.db.select().from(companyDocuments).where(eq(companyDocuments.id, id));
    expect(row?.failureReason).toBeNull();
  });
});

describe("signed links", () => {
  it("open the file without the token header, whole or by range, under its own name", async () => {
    const pdf = pdfBytes("Signed and sealed");
    const answer = await upload(server, adminToken, dialog(), [["file", "Q3 report é.pdf", pdf]]);
    const [document] = documentsOf(answer);
    const link = await signedUrl(adminToken, document?.file ?? "");
    expect(link.status).toBe(200);
    const { url, mime_type } = link.body.data as SignedUrl;
    expect(mime_type).toBe("application/pdf");
    expect(url).toMatch(/^http:\/\/files\.test\/api\/v1\/files\?t=/);

    const whole = await open(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(pdf);
    expect(whole.headers["content-type"]).toBe("application/pdf");
    expect(whole.headers["content-disposition"]).toContain("filename*=UTF-8''Q3%20report%20%C3%A9.pdf");
    const part = await open(url, { range: "bytes=5-7" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 5-7/${pdf.length}`);
    expect(part.rawPayload).toEqual(pdf.subarray(5, 8));
    const beyond = await open(url, { range: `bytes=${pdf.length + 10}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it("refuse an altered link (403) and an expired one (410)", async () => {
    const [document] = await list(adminToken);
    const { url } = (await signedUrl(adminToken, document?.file ?? "")).body.data as SignedUrl;
    const token = new URL(url).searchParams.get("t") ?? "";
    const [body = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { k: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, k: "companies/other/secret.pdf" })).toString(
      "base64url",
    );
    const altered = await open(`${API}/files?t=${forged}.${signature}`);
    expect(altered.statusCode).toBe(403);
    expect(server.envelope.open<{ message: string }>(JSON.parse(altered.body)).message).toBe(
      LINK_INVALID_MESSAGE,
    );

    const file = { key: document?.file ?? "", fileName: "x.pdf", mimeType: "application/pdf" };
    const expired = await open(`${API}/files?t=${signFileToken(secret, file, Date.now() - 1000)}`);
    expect(expired.statusCode).toBe(410);
    expect(server.envelope.open<{ message: string }>(JSON.parse(expired.body)).message).toBe(
      LINK_EXPIRED_MESSAGE,
    );
    const otherSecret = await open(
      `${API}/files?t=${signFileToken("another-secret-of-at-least-32-chars!!", file, Date.now() + 60_000)}`,
    );
    expect(otherSecret.statusCode).toBe(403);
  });

  it("are refused for a file the company has no record of", async () => {
    expect((await signedUrl(adminToken, "companies/1/nothing.pdf")).status).toBe(404);
  });
});
