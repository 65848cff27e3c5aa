import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Id, SignedUrl } from "@pipeline/contract";
import { buildApp } from "../../src/app";
import { createS3Storage } from "../../src/storage";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { documentsOf, upload } from "../documents/documentWorld";
import { mp4Bytes, pdfBytes } from "../documents/fixtures";
import { FAST } from "../jobs/jobWorld";
import { startS3, type TestS3 } from "../storage/s3World";
import { companyBody, companyWorld } from "./companyWorld";
import { startInjectedApp, type InjectedApp } from "./injectApp";

// Two servers on one database and one S3 bucket, as behind a load balancer: a file uploaded to
// one is listed, linked and opened through the other, and a recording uploaded to one is
// compressed by the other's worker.

const secret = "shared-file-signing-secret-0123456789abcdef";
let s3: TestS3;
let first: InjectedApp;
let second: FastifyInstance;
let adminToken: string;
let companyId: Id;

beforeAll(async () => {
  s3 = await startS3();
  const services = { fileSigningSecret: secret, publicUrl: "http://pipeline.test" };
  first = await startInjectedApp({ services: { ...services, storage: createS3Storage(s3.options) } });
  // The second server has its own storage client and runs the background jobs.
  second = await buildApp({
    repos: first.repos,
    envelopeKey: null,
    services: { ...services, storage: createS3Storage(s3.options) },
    jobs: { db: first.database.db, worker: FAST },
  });
  await second.ready();
  const world = await companyWorld(first, "Shared one", "Shared two");
  adminToken = world.adminToken;
  companyId = await world.admin.create(companyBody(world.one));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

async function secondGet<T>(url: string): Promise<T> {
  const answer = await second.inject({
    method: "GET",
    url,
    headers: { authorization: `Token ${adminToken}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: T }>().data;
}

describe("two servers sharing a bucket", () => {
  it("open through one the file uploaded to the other", async () => {
    const pdf = pdfBytes("Shared deck");
    const answer = await upload(
      first,
      adminToken,
      { company_id: companyId, type: "OTHER", uploaded_on: "Round 1" },
      [["file", "deck.pdf", pdf]],
    );
    expect(answer.status).toBe(200);
    const [document] = documentsOf(answer);

    const listed = await secondGet<Array<{ id: Id }>>(
      `/api/v1/company-documents/get_documents_by_company?company_id=${companyId}`,
    );
    expect(listed.map((file) => file.id)).toContain(document?.id);
    const link = await secondGet<SignedUrl>(
      `/api/v1/generate-signed-url?src=${encodeURIComponent(document?.file ?? "")}`,
    );
    const path = link.url.replace("http://pipeline.test", "");
    // The link signed by the second server opens on the first (one secret), and on itself.
    for (const server of [first.app, second]) {
      const opened = await server.inject({ method: "GET", url: path });
      expect(opened.statusCode).toBe(200);
      expect(opened.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("compress on one a recording uploaded to the other", { timeout: 90_000 }, async () => {
    const answer = await upload(
      first,
      adminToken,
      { company_id: companyId, type: "RECORDING", uploaded_on: "Round 1" },
      [["file", "call.mp4", await mp4Bytes(2, "640x360")]],
    );
    const [pending] = documentsOf(answer);
    expect(pending?.is_uploaded).toBe("PENDING");
    const deadline = Date.now() + 60_000;
    let state = "PENDING";
    let file = "";
    while (state === "PENDING" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [now] = await secondGet<Array<{ is_uploaded: string; file: string }>>(
        `/api/v1/company-documents/get_documents_by_ids/?ids=${pending?.id}`,
      );
      state = now?.is_uploaded ?? "missing";
      file = now?.file ?? "";
    }
    expect(state).toBe("UPLOADED");
    const link = await secondGet<SignedUrl>(`/api/v1/generate-signed-url?src=${encodeURIComponent(file)}`);
    expect(link.mime_type).toBe("video/mp4");
    const head = await first.app.inject({
      method: "GET",
      url: link.url.replace("http://pipeline.test", ""),
      headers: { range: "bytes=4-7" },
    });
    expect(head.statusCode).toBe(206);
    expect(head.body).toBe("ftyp");
  });
});
