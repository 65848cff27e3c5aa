import { Writable } from "node:stream";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { object } from "yup";
import {
  FILE_RULES,
  fileExtension,
  IMPORT_MESSAGES,
  ImportLayoutError,
  type ImportKeptRecord,
  undoneMessage,
} from "@pipeline/contract";
import { contentDisposition, signFileToken, SIGNED_LINK_TTL_MS } from "../../storage/signedLinks";
import { badRequest, conflict } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { discard, readMultipart } from "../../http/multipart";
import {
  type ImportDeps,
  ImportConflictError,
  previewImport,
  queueImportRun,
  registerImportJob,
  undoImport,
  writeImportTemplate,
} from "./";
import { WorkbookError } from "./workbook";
import { IMPORT_LIST_FIELDS, type LinkOf } from "./repository";
import { ErrorBody, Flag, Paged, Written } from "../../http/schemas/common";
import { actionRoute, queryRoute, readRoute, uploadRoute } from "../../http/recordRoutes";
import { ListQuery } from "../../http/schemas/lists";
import { SIGNED_IN } from "../../http/schemas/security";
import { viewerOf } from "../../auth/companyVisibility";
import type { ModuleContext } from "../../services";
import type { ExcelImportRepository } from "./repository";
import { ExcelImportDetailSchema, ExcelImportSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { excelImports: ExcelImportRepository };

export const FILE_REQUIRED_MESSAGE = "Please select file to upload";
export const TEMPLATE_FILE_NAME = "Companies_Import_Template.xlsx";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// --- Schemas -------------------------------------------------------------------------------------

const MessageSchema = Type.Object(
  { message: Type.String() },
  { description: "Done; the message is shown as it comes" },
);

const ImportUploadQuery = Type.Object({
  preview: Flag("Check the file and answer the preview; nothing is written until confirm"),
});

const ImportUploadBody = Type.Object(
  {
    payload: Type.String({ description: "The sealed fields: {} (JSON when the envelope is off)" }),
    file: Type.String({
      format: "binary",
      description: "An .xlsx or .xls workbook of at most 52428800 bytes",
    }),
  },
  { description: "multipart/form-data: `payload` first, then the file" },
);

const ImportsQuery = ListQuery(IMPORT_LIST_FIELDS);

const TemplateAnswers = {
  200: Type.Unsafe<Buffer>({
    type: "string",
    format: "binary",
    description: "The template workbook (.xlsx), as an attachment",
  }),
  "4xx": ErrorBody,
  "5xx": ErrorBody,
};

// --- Routes --------------------------------------------------------------------------------------

/**
 * The Excel import of companies and members (admin-portal 2.4, 2.5): the upload (stored, then
 * checked with a preview or queued at once), Import History's list and one import with its
 * progress and result, confirm, cancel and undo, and the template. Anyone signed in may import;
 * a user sees and acts on their own imports, a SUPER_ADMIN on every one. The work itself is the
 * import engine's (src/imports), run by the `excel-import.run` job.
 */
export async function excelImportRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["excel imports"];
  const imports = repos.excelImports;
  const { storage } = services;
  const deps: ImportDeps = { db: imports.db, services, config: { importUndoDays: services.importUndoDays } };

  registerImportJob(app.jobs, deps);

  // A path on this server, so the link opens wherever the portal reaches the API (the file route
  // of the company's files serves it).
  const linkOf: LinkOf = (file) =>
    `/api/v1/files?t=${signFileToken(services.fileSigningSecret, file, Date.now() + SIGNED_LINK_TTL_MS)}`;

  app.post(
    "/company/import_company_data_from_excel/",
    uploadRoute(
      {
        tags,
        summary:
          "Upload a workbook of companies and members: with `preview=true` it is checked and the preview answered (nothing written until confirm); else the import is queued at once",
      },
      ImportUploadQuery,
      ExcelImportDetailSchema,
      ImportUploadBody,
    ),
    async (request, reply) => {
      const viewer = viewerOf(app.requireUser(request));
      const preview = request.query.preview === true;
      const { files } = await readMultipart(request, {
        fields: object({}),
        files: { file: { rule: FILE_RULES.excelImport, maxCount: 1, required: FILE_REQUIRED_MESSAGE } },
        storage,
        folderFor: () => "imports",
      });
      const [upload] = files.file ?? [];
      if (!upload) throw badRequest(FILE_REQUIRED_MESSAGE, { file: [FILE_REQUIRED_MESSAGE] });
      let id: number;
      try {
        id = await imports.transaction(async (tx) => {
          const created = await imports.insert(
            tx,
            {
              fileName: upload.fileName,
              fileKind: fileExtension(upload.fileName) === ".xls" ? "xls" : "xlsx",
              storageKey: upload.key,
              sizeBytes: upload.size,
              createdBy: viewer.userId,
            },
            preview ? "previewed" : "queued",
          );
          if (!preview) await queueImportRun(tx, created);
          return created;
        });
      } catch (error) {
        await discard(storage, [upload]);
        throw error;
      }
      if (!preview) {
        return { message: IMPORT_MESSAGES.started, data: await imports.detail(id, viewer, linkOf) };
      }
      // A client that goes away stops the reading of its file.
      const gone = new AbortController();
      reply.raw.once("close", () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      try {
        await previewImport(deps, id, viewer, gone.signal);
      } catch (error) {
        await imports.transaction((tx) => imports.remove(tx, id));
        await discard(storage, [upload]);
        if (error instanceof WorkbookError || error instanceof ImportLayoutError) {
          throw badRequest(error.message, { file: [error.message] });
        }
        throw error;
      }
      return { message: IMPORT_MESSAGES.checked, data: await imports.detail(id, viewer, linkOf) };
    },
  );

  app.get(
    "/excel-import",
    queryRoute(
      {
        tags,
        summary:
          "Import History, paged: one's own imports (every one for SUPER_ADMIN); filters status and created_by, comma-joined",
      },
      ImportsQuery,
      Paged(ExcelImportSchema),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      return paged(await imports.list(readListQuery(request.query, IMPORT_LIST_FIELDS), viewer, linkOf));
    },
  );

  app.get(
    "/excel-import/template/",
    {
      schema: {
        tags,
        summary: "The workbook to fill: every column, an example company, and the reference lists' labels",
        security: SIGNED_IN,
        response: TemplateAnswers,
      },
    },
    async (request, reply) => {
      app.requireUser(request);
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await writeImportTemplate(deps, sink);
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", contentDisposition(TEMPLATE_FILE_NAME, "attachment"))
        .send(Buffer.concat(chunks));
    },
  );

  app.get(
    "/excel-import/:id/",
    readRoute(
      { tags, summary: "One import: its progress while it runs, its preview, then its result and error log" },
      ExcelImportDetailSchema,
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      return { data: await imports.detail(request.params.id, viewer, linkOf) };
    },
  );

  app.post(
    "/excel-import/:id/confirm/",
    actionRoute(
      { tags, summary: "Run a previewed import (queued; GET excel-import/{id}/ follows it)" },
      Written(ExcelImportDetailSchema),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { id } = request.params;
      await imports.transaction(async (tx) => {
        const record = await imports.lock(tx, id, viewer);
        if (record.phase !== "previewed") throw conflict(IMPORT_MESSAGES.notWaiting);
        await queueImportRun(tx, id);
      });
      return { message: IMPORT_MESSAGES.started, data: await imports.detail(id, viewer, linkOf) };
    },
  );

  app.post(
    "/excel-import/:id/cancel/",
    actionRoute(
      { tags, summary: "Drop a previewed import and its file; nothing was written" },
      MessageSchema,
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { id } = request.params;
      const key = await imports.transaction(async (tx) => {
        const record = await imports.lock(tx, id, viewer);
        if (record.phase !== "previewed") throw conflict(IMPORT_MESSAGES.notWaiting);
        await imports.remove(tx, id);
        return record.storageKey;
      });
      await storage.remove(key).catch(() => undefined);
      return { message: IMPORT_MESSAGES.cancelled };
    },
  );

  app.post(
    "/excel-import/:id/undo/",
    actionRoute(
      {
        tags,
        summary:
          "Take back what an ended import wrote, once, within its undo window; records a person changed since are left as they are",
      },
      Written(ExcelImportDetailSchema),
    ),
    async (request) => {
      const viewer = viewerOf(app.requireUser(request));
      const { id } = request.params;
      await imports.record(id, viewer);
      let kept: ImportKeptRecord[];
      try {
        kept = await undoImport(deps, id);
      } catch (error) {
        if (error instanceof ImportConflictError) throw conflict(error.message);
        throw error;
      }
      return { message: undoneMessage(kept.length), data: await imports.detail(id, viewer, linkOf) };
    },
  );
}
