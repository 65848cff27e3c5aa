import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { CompanyDocument, Id } from "@pipeline/contract";
import type { InjectedApp } from "../api/injectApp";

// What the document tests share: multipart calls as the portal makes them, and what is stored.

export const API = "/api/v1";
/** The seeded journey's DOCUMENT task (seed/journey.json). */
export const DOCUMENT_TASK = { stage_id: 2, task_id: 5 };

export type UploadAnswer = {
  status: number;
  body: { message?: string; errors?: Record<string, string[]>; data?: unknown };
};

export type FilePart = [field: string, name: string, bytes: Buffer];

/** A multipart call: the sealed `payload` first, then the files, as the HTTP adapter sends them. */
export async function upload(
  server: InjectedApp,
  token: string,
  fields: Record<string, unknown>,
  files: FilePart[],
  options: { method?: "POST" | "PUT"; url?: string } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append("payload", server.envelope.seal(fields).payload);
  for (const [field, name, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const response = await server.app.inject({
    method: options.method ?? "POST",
    url: options.url ?? `${API}/company-documents/`,
    headers: { authorization: `Token ${token}` },
    payload: form,
  });
  const text = response.body;
  return {
    status: response.statusCode,
    body: text === "" ? {} : server.envelope.open<UploadAnswer["body"]>(JSON.parse(text)),
  };
}

export function documentsOf(answer: { body: { data?: unknown } }): CompanyDocument[] {
  return (answer.body.data as CompanyDocument[] | undefined) ?? [];
}

/** Every file under a storage folder (the partial-upload folder's leftovers included). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Counts of the rows an upload writes: files, journey items, jobs. */
export async function uploadRows(
  server: InjectedApp,
): Promise<{ documents: number; items: number; jobs: number }> {
  const result = (await server.database.db.execute(
    sql`select (select count(*)::int from company_documents) as documents,
               (select count(*)::int from company_journey_items) as items,
               (select count(*)::int from jobs) as jobs`,
  )) as unknown as { rows: Array<{ documents: number; items: number; jobs: number }> };
  const [row] = result.rows;
  return { documents: Number(row?.documents), items: Number(row?.items), jobs: Number(row?.jobs) };
}

export async function setState(server: InjectedApp, id: Id, state: "PENDING" | "UPLOADED" | "FAILED") {
  await server.database.db.execute(sql`update company_documents set state = ${state} where id = ${id}`);
}

/** The start of an MP4 (its `ftyp` box): enough for an upload to be taken for one. */
export const MP4_HEADER = Buffer.from("00000018667479706d703432000000006d70343269736f6d", "hex").toString(
  "latin1",
);

/**
 * A multipart body as `InjectedApp.call` sends text: the sealed payload, then files whose content
 * is ASCII text (a PDF's, an MP4 header's), with its content type.
 */
export function multipartCall(
  server: Pick<InjectedApp, "envelope">,
  fields: Record<string, unknown>,
  files: Array<[field: string, name: string, content: string]>,
): { rawBody: string; headers: Record<string, string> } {
  const boundary = "----pipeline-test-boundary";
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${server.envelope.seal(fields).payload}\r\n`,
    ...files.map(
      ([field, name, content]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`,
    ),
  ];
  return {
    rawBody: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
