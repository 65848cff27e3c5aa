import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import { Type } from "typebox";
import { number, object, string } from "yup";
import {
  calls,
  createdMessage,
  FILE_RULES,
  fileExtension,
  recordIdTest,
  requiredIdSchema,
  TEXT_LIMITS,
  trimmedText,
  updatedMessage,
} from "@pipeline/contract";
import {
  contentDisposition,
  LINK_EXPIRED_MESSAGE,
  LINK_INVALID_MESSAGE,
  openFileToken,
  parseRange,
  signFileToken,
  SIGNED_LINK_TTL_MS,
} from "../../storage/signedLinks";
import { badRequest, HttpError } from "../../http/HttpError";
import { discard, readMultipart, type FileField, type StoredUpload } from "../../http/multipart";
import { compressionJob } from "./compressRecording";
import { RECORDING_COMPRESS_JOB, type CompressPayload } from "./repository";
import { answers, Data, Written } from "../../http/schemas/common";
import { queryRoute, uploadRoute } from "../../http/recordRoutes";
import {
  DocumentReuploadBody,
  DocumentsByCompanyQuery,
  DocumentsByIdsQuery,
  DocumentUploadBody,
  FileTokenQuery,
  ReuploadQuery,
  SignedUrlQuery,
} from "./schemas";
import { SIGNED_IN } from "../../http/schemas/security";
import { FileNotFoundError } from "../../storage";
import type { ModuleContext } from "../../services";
import type { DocumentRepository } from "./repository";
import { journeyActorOf } from "../journey";
import { pathOf } from "../../http/callPath";
import { publicLink } from "../../http/publicLink";
import { CompanyDocumentSchema, SignedUrlSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { documents: DocumentRepository };

const FILE_REQUIRED = "Please select file to upload";
const FILES_REQUIRED = "At least one file is required.";
const SELECT_AN_OPTION = "Please select an option";
const ROUND_REQUIRED = "Please select a round";
const DOCUMENT_REQUIRED = "Document is required";
const IDS_MESSAGE = "ids must be a comma-separated list of document ids.";
/** The Upload dialog's files in one upload. */
export const MAX_DIALOG_FILES = 10;

const optionalId = (field: string) =>
  number().typeError(`${field} must be a number.`).nullable().test(recordIdTest(field));

/** Both forms of `company-documents/`: a DOCUMENT task's file (stage and task given), or the Upload dialog's. */
const uploadFieldsSchema = object({
  company_id: requiredIdSchema("Company is required", "Company"),
  stage_id: optionalId("Stage"),
  task_id: optionalId("Task").when("stage_id", ([stage]: unknown[], schema) =>
    stage === null || stage === undefined ? schema : schema.required("Task is required"),
  ),
  type: string()
    .nullable()
    .when("stage_id", ([stage]: unknown[], schema) =>
      stage === null || stage === undefined
        ? schema.required(SELECT_AN_OPTION).oneOf(["RECORDING", "OTHER"], SELECT_AN_OPTION)
        : schema,
    ),
  uploaded_on: trimmedText()
    .max(100, "Round must be at most 100 characters")
    .when("stage_id", ([stage]: unknown[], schema) =>
      stage === null || stage === undefined ? schema.required(ROUND_REQUIRED) : schema,
    ),
  description: string()
    .nullable()
    .max(TEXT_LIMITS.description, "Description must be at most 1000 characters"),
});

const reuploadFieldsSchema = object({ id: optionalId("Document") });

const isTaskDocument = (fields: { stage_id?: number | null }) =>
  fields.stage_id !== null && fields.stage_id !== undefined;

function parseIds(raw: string): number[] {
  const parts = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647) || ids.length > 200) {
    throw badRequest(IDS_MESSAGE, { ids: [IDS_MESSAGE] });
  }
  return [...new Set(ids)];
}

/**
 * The company's files (journey-and-sign-in 3-5): a DOCUMENT task's file or the Upload dialog's
 * files, the re-upload of a recording whose compression failed, the lists the page and its
 * polling read, and short-lived signed links that open a file in the browser. Recordings are
 * compressed by the `recording.compress` job (`compressRecording.ts`).
 */
export async function documentRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["documents"];
  const documents = repos.documents;
  const { storage } = services;
  const actorOf = (request: Parameters<typeof app.requireUser>[0]) =>
    journeyActorOf(app.requireUser(request));

  app.jobs.handle<CompressPayload>(
    RECORDING_COMPRESS_JOB,
    compressionJob({ documents, storage, ffmpegPath: services.ffmpegPath }),
  );

  /** Runs the database write; on failure the stored files go too. */
  async function writing<T>(uploads: StoredUpload[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await discard(storage, uploads);
      throw error;
    }
  }

  app.post(
    pathOf(calls.documents.create),
    {
      schema: {
        tags,
        summary:
          "A DOCUMENT task's file (creates the journey item), or the Upload dialog's files with a round; recordings are compressed in the background (PENDING)",
        security: SIGNED_IN,
        consumes: ["multipart/form-data"],
        response: answers(Written(Type.Array(CompanyDocumentSchema))),
      },
      config: { documentedBody: DocumentUploadBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const { fields, files } = await readMultipart(request, {
        fields: uploadFieldsSchema,
        files: (values): Record<string, FileField> =>
          isTaskDocument(values)
            ? { file: { rule: FILE_RULES.document, maxCount: 1, required: FILE_REQUIRED } }
            : {
                file: { rule: FILE_RULES.uploadDialog, maxCount: MAX_DIALOG_FILES, required: FILES_REQUIRED },
                transcription_file: { rule: FILE_RULES.uploadDialog, maxCount: 1, anyType: true },
              },
        storage,
        folderFor: (values) => `companies/${values.company_id}`,
        beforeFiles: (values) => documents.requireWrite(values.company_id, actor),
      });
      const uploads = files.file ?? [];
      const transcription = files.transcription_file?.[0] ?? null;
      const all = transcription ? [...uploads, transcription] : uploads;
      const description = fields.description?.trim() || null;
      const data = await writing(all, () => {
        const [first] = uploads;
        if (isTaskDocument(fields)) {
          if (!first) throw badRequest(FILE_REQUIRED, { file: [FILE_REQUIRED] });
          return documents.createTaskDocument(
            {
              company_id: fields.company_id,
              stage_id: fields.stage_id ?? 0,
              task_id: fields.task_id ?? 0,
              description,
            },
            first,
            actor,
          );
        }
        // An .mp4 makes the upload a recording, as the dialog locks it.
        const video = uploads.some((upload) => fileExtension(upload.fileName) === ".mp4");
        return documents.createUploads(
          {
            company_id: fields.company_id,
            type: video || fields.type === "RECORDING" ? "RECORDING" : "OTHER",
            description,
            uploaded_on: fields.uploaded_on ?? "",
          },
          uploads,
          transcription,
          actor,
        );
      });
      return { message: createdMessage("Document"), data };
    },
  );

  app.put(
    pathOf(calls.documents.reupload),
    uploadRoute(
      {
        tags,
        summary:
          "Upload again the video of a recording whose compression failed (its uploader only): .mp4, at most 1 GB; PENDING again",
      },
      ReuploadQuery,
      CompanyDocumentSchema,
      DocumentReuploadBody,
    ),
    async (request) => {
      const actor = actorOf(request);
      let documentId = request.query.id ?? null;
      const { files } = await readMultipart(request, {
        fields: reuploadFieldsSchema,
        files: { file: { rule: FILE_RULES.videoReupload, maxCount: 1, required: FILE_REQUIRED } },
        storage,
        folderFor: () => `recordings`,
        beforeFiles: async (values) => {
          documentId ??= values.id ?? null;
          if (documentId === null) throw badRequest(DOCUMENT_REQUIRED, { id: [DOCUMENT_REQUIRED] });
          await documents.requireReupload(documentId, actor);
        },
      });
      const [upload] = files.file ?? [];
      if (!upload || documentId === null) throw badRequest(FILE_REQUIRED, { file: [FILE_REQUIRED] });
      const id = documentId;
      const { document, replacedKey } = await writing([upload], () => documents.reupload(id, upload, actor));
      await storage.remove(replacedKey).catch(() => undefined);
      return { message: updatedMessage("Document"), data: document };
    },
  );

  app.get(
    pathOf(calls.documents.byCompany),
    queryRoute(
      { tags, summary: "The company's files and recordings; a FAILED recording only to its uploader" },
      DocumentsByCompanyQuery,
      Data(Type.Array(CompanyDocumentSchema)),
    ),
    async (request) => ({ data: await documents.byCompany(request.query.company_id, actorOf(request)) }),
  );

  app.get(
    pathOf(calls.documents.byIds),
    queryRoute(
      {
        tags,
        summary:
          "These files (the page polls its PENDING recordings); those the caller may not see are left out",
      },
      DocumentsByIdsQuery,
      Data(Type.Array(CompanyDocumentSchema)),
    ),
    async (request) => ({ data: await documents.byIds(parseIds(request.query.ids), actorOf(request)) }),
  );

  app.get(
    pathOf(calls.documents.signedUrl),
    queryRoute(
      {
        tags,
        summary:
          "A link that opens a file for 10 minutes without the token header (for <video>, <img>, viewers)",
      },
      SignedUrlQuery,
      Data(SignedUrlSchema),
    ),
    async (request) => {
      const file = await documents.signable(request.query.src, actorOf(request));
      const token = signFileToken(services.fileSigningSecret, file, Date.now() + SIGNED_LINK_TTL_MS);
      const url = publicLink(services.publicUrl, `api/v1/files?t=${token}`);
      return { data: { url, mime_type: file.mimeType } };
    },
  );

  // The link's target: no token header (a <video> cannot send one), the signature is the proof.
  // Not one of the contract's calls, so it stays out of the API reference.
  app.get(
    "/files",
    {
      schema: {
        hide: true,
        querystring: FileTokenQuery,
      },
    },
    async (request, reply) => {
      const opened = openFileToken(services.fileSigningSecret, request.query.t);
      if (!opened.ok) {
        if (opened.reason === "expired") throw new HttpError(410, LINK_EXPIRED_MESSAGE);
        throw new HttpError(403, LINK_INVALID_MESSAGE);
      }
      return sendFile(reply, opened.file, request.headers.range);
    },
  );

  async function sendFile(
    reply: FastifyReply,
    file: { key: string; fileName: string; mimeType: string },
    rangeHeader: string | undefined,
  ) {
    const size = await storage.size(file.key);
    if (size === null) throw new HttpError(404, "File not found.");
    reply
      .header("content-type", file.mimeType)
      .header("content-disposition", contentDisposition(file.fileName))
      .header("accept-ranges", "bytes")
      .header("cache-control", "private, max-age=600");
    const range = parseRange(rangeHeader, size);
    if (range === "unsatisfiable") {
      return reply.status(416).header("content-range", `bytes */${size}`).send();
    }
    try {
      if (range === null) {
        if (size === 0) return reply.header("content-length", 0).send("");
        return reply.header("content-length", size).send(await storage.open(file.key));
      }
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
        .header("content-length", range.end - range.start + 1)
        .send(await storage.open(file.key, range));
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new HttpError(404, "File not found.");
      throw error;
    }
  }
}
