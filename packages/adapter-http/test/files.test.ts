import { describe, expect, it } from "vitest";
import type { DocumentUploadInput, MeetingScheduleInput } from "@pipeline/contract";
import { useFixture } from "./support/useFixture";

async function textOf(part: FormDataEntryValue | null | undefined): Promise<string | undefined> {
  return part instanceof Blob ? part.text() : undefined;
}

describe("files", () => {
  const fixture = useFixture();

  it("sends files as plain parts and the other fields sealed in one payload part", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 201, json: { message: "Uploaded.", data: [{ id: 1 }, { id: 2 }] } }));
    const input: DocumentUploadInput = {
      company_id: 4,
      files: [
        new File(["first recording"], "one.mp4", { type: "video/mp4" }),
        new File(["second recording"], "two.mp4", { type: "video/mp4" }),
      ],
      transcription_file: new File(["words"], "notes.pdf", { type: "application/pdf" }),
      type: "RECORDING",
      description: "Round one",
      uploaded_on: "Round 1",
    };

    const saved = await adapter.documents.upload(input);

    expect(saved).toEqual({ message: "Uploaded.", data: [{ id: 1 }, { id: 2 }] });
    const [request] = server.requests;
    expect(`${request?.method} ${request?.path}`).toBe("POST /api/v1/company-documents/");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const form = await (request && server.formOf(request));
    expect([...(form?.keys() ?? [])]).toEqual(["payload", "file", "file", "transcription_file"]);
    const payload = form?.get("payload");
    expect(typeof payload).toBe("string");
    expect(payload).not.toContain("Round one");
    expect(server.envelope?.openText(payload)).toBe(
      JSON.stringify({ company_id: 4, type: "RECORDING", description: "Round one", uploaded_on: "Round 1" }),
    );
    const files = form?.getAll("file") ?? [];
    expect(await Promise.all(files.map(textOf))).toEqual(["first recording", "second recording"]);
    expect(files.map((file) => (file instanceof File ? file.name : null))).toEqual(["one.mp4", "two.mp4"]);
    expect(await textOf(form?.get("transcription_file"))).toBe("words");
  });

  it("attaches a task document through the first form of the same call", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 201, json: { message: "Attached.", data: [{ id: 5 }] } }));

    await adapter.documents.attach({
      company_id: 4,
      stage_id: 1,
      task_id: 3,
      file: new Blob(["deck"], { type: "application/pdf" }),
      description: "Pitch deck",
    });

    const form = await (server.requests[0] && server.formOf(server.requests[0]));
    expect(server.requests[0]?.path).toBe("/api/v1/company-documents/");
    expect(server.envelope?.open({ payload: form?.get("payload") })).toEqual({
      company_id: 4,
      stage_id: 1,
      task_id: 3,
      description: "Pitch deck",
    });
    expect(await textOf(form?.get("file"))).toBe("deck");
  });

  it("sends a meeting without a file as a payload part alone", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 201, json: { message: "Scheduled.", data: { id: 8 } } }));
    const input: MeetingScheduleInput = {
      company_id: 4,
      stage_id: 2,
      task_id: 6,
      attendees: [11],
      moderators: [1],
      start_date: "2025-03-01T05:30:00Z",
      duration: 30,
      status: "CONFIRMED",
      isGatewayMeetScheduled: true,
      file: null,
    };

    await adapter.meetings.schedule(input);

    const form = await (server.requests[0] && server.formOf(server.requests[0]));
    expect([...(form?.keys() ?? [])]).toEqual(["payload"]);
    const { file: _file, ...fields } = input;
    expect(server.envelope?.open({ payload: form?.get("payload") })).toEqual(fields);
  });

  it("re-uploads with the document id in the query and in the payload", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { message: "Re-uploaded.", data: { id: 8 } } }));

    await adapter.documents.reupload(8, new Blob(["v2"]));

    const [request] = server.requests;
    expect(`${request?.method} ${request?.path}?${request?.query.toString()}`).toBe(
      "PUT /api/v1/company-documents/update-document/?id=8",
    );
    const form = await (request && server.formOf(request));
    expect(server.envelope?.open({ payload: form?.get("payload") })).toEqual({ id: 8 });
    expect(await textOf(form?.get("file"))).toBe("v2");
  });

  it("reports upload progress up to the whole file", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ json: { message: "Imported.", data: { total_companies: 0 } } }));
    const fractions: number[] = [];

    await adapter.excelImports.upload(new Blob([new Uint8Array(2_000_000)]), {
      onProgress: (fraction) => fractions.push(fraction),
    });

    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(server.requests[0]?.path).toBe("/api/v1/company/import_company_data_from_excel/");
  });

  it("downloads an import's error log as a Blob, with the session", async () => {
    const { adapter, server } = fixture();
    const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x80]);
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    server.handle(() => ({ raw: bytes, headers: { "content-type": type } }));

    const blob = await adapter.excelImports.downloadErrorLog("/files/imports/7/errors.xlsx");

    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe(type);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(bytes);
    expect(server.requests[0]?.path).toBe("/files/imports/7/errors.xlsx");
    expect(server.requests[0]?.headers.authorization).toBe("Token token-1");
  });

  it("resolves a download path without a leading slash under the API base", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ raw: "x", headers: { "content-type": "text/plain" } }));

    await adapter.excelImports.downloadErrorLog("excel-import/7/error-log/");

    expect(server.requests[0]?.path).toBe("/api/v1/excel-import/7/error-log/");
  });

  it("does not hand the token to another host", async () => {
    const { adapter, server, session } = fixture();
    session.activeRole = "USER";
    server.handle(() => ({ raw: "x", headers: { "content-type": "text/plain" } }));
    // The same server under another name is another origin to the browser.
    const signedUrl = `${server.origin.replace("127.0.0.1", "localhost")}/bucket/errors.xlsx?sig=abc`;

    await adapter.excelImports.downloadErrorLog(signedUrl);

    expect(server.requests[0]?.path).toBe("/bucket/errors.xlsx");
    expect(server.requests[0]?.headers).not.toHaveProperty("authorization");
    expect(server.requests[0]?.headers).not.toHaveProperty("x-active-role");
  });

  it("maps a failed download's sealed error body", async () => {
    const { adapter, server } = fixture();
    server.handle(() => ({ status: 404, json: { message: "The error log has expired." } }));

    await expect(adapter.excelImports.downloadErrorLog("/files/x.xlsx")).rejects.toMatchObject({
      name: "AdapterError",
      status: 404,
      message: "The error log has expired.",
    });
  });
});
