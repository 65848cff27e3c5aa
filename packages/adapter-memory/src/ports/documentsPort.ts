import {
  addJourneyItemSchema,
  ADAPTER_MESSAGES,
  type DocumentsPort,
  documentUploadSchema,
  FILE_RULES,
  fileRuleTest,
  fileSchema,
  type Id,
  isRecordingForced,
  type IsoDateTime,
  journeyTargetSchema,
} from "@pipeline/contract";
import { number, object } from "yup";
import { type MediaSettings, startProcessing } from "../files/mediaSettings";
import { blobAddress, isMediaFile, nameOf, storedBlob } from "../files/storedFiles";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflict, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedDocument, SeedUser } from "../state/MemorySeed";
import type { MemoryState } from "../state/MemoryState";
import { seesDocument, toDocument } from "../views/journeyViews";
import {
  addJourneyItem,
  forbidden,
  journeyAccessLevel,
  journeyCompany,
  JOURNEY_ITEM_CONTENT_TYPE,
  journeyReadAccess,
  liveGrants,
  offeredTask,
  unique,
} from "./journeyRules";
import { activeJourney } from "./committeeRules";
import { addDocument, MEDIA_MESSAGES } from "./mediaRules";

// The Add Item form's DOCUMENT fields, with the journey target the payload adds.
const attachSchema = addJourneyItemSchema
  .pick(["task_type", "file", "description"])
  .concat(journeyTargetSchema);

const uploadSchema = documentUploadSchema.concat(
  object({ company_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required("Company is required") }),
);

const reuploadSchema = object({
  file: fileSchema(FILE_RULES.videoReupload.messages.wrongType)
    .required("Please select file to upload")
    .test(fileRuleTest(FILE_RULES.videoReupload)),
});

/** `memory://documents/{id}/{name}` or `memory://documents/{id}/transcription/{name}`. */
const ADDRESS = /^memory:\/\/documents\/(\d+)\/(transcription\/)?[^/]*$/;

/**
 * Whether the user reads the document: a company whose journey they see whole, or an item their
 * unexpired grant opens; a FAILED recording only by its creator.
 */
function readsDocument(
  state: MemoryState,
  user: SeedUser,
  document: SeedDocument,
  now: IsoDateTime,
): boolean {
  if (!seesDocument(document, user)) return false;
  const company = state.companies.find((entry) => entry.id === document.company_id);
  if (!company) return false;
  const level = journeyAccessLevel(state, user, company, now);
  if (level === "whole") return true;
  if (level === "none" || document.journey_item === null) return false;
  return liveGrants(state, user, company.id, now).some(
    (grant) => grant.content_type === JOURNEY_ITEM_CONTENT_TYPE && grant.object_id === document.journey_item,
  );
}

function newestFirst(a: SeedDocument, b: SeedDocument): number {
  return b.created.localeCompare(a.created) || b.id - a.id;
}

export function createDocumentsPort(
  { state, call, now }: MemoryRuntime,
  settings: MediaSettings,
): DocumentsPort {
  return {
    attach: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(attachSchema, { ...input, task_type: "DOCUMENT" });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const task = offeredTask(state, values, ["DOCUMENT"]);
        const item = addJourneyItem(state, company, task, values.stage_id, user, stamp, {});
        const fileName = nameOf(input.file);
        const document = addDocument(state, {
          company_id: company.id,
          journey_item: item.id,
          role: "file",
          type: "OTHER",
          file_name: fileName,
          blob: storedBlob(input.file, fileName),
          description: values.description?.trim() || null,
          // Its round is its stage, named as the Upload dialog names the rounds.
          uploaded_on:
            activeJourney(state).find((entry) => entry.stage.id === values.stage_id)?.stage.label ?? null,
          transcription: null,
          state: "UPLOADED",
          created_by: user.pk,
          created: stamp,
        });
        return { message: MEDIA_MESSAGES.documentAdded, data: [toDocument(document)] };
      }),

    upload: (input, options) =>
      call(options, async (user) => {
        const files = input.files ?? [];
        // A video is always a recording: the dialog locks the choice, and so does this call.
        const forced = isRecordingForced(files.map((file) => ({ name: nameOf(file) })));
        const recording = input.type === "RECORDING" ? true : input.type === "OTHER" ? false : null;
        const values = await validateInput(uploadSchema, {
          company_id: input.company_id,
          uploaded_on: input.uploaded_on,
          files,
          is_recording: forced && recording !== null ? true : recording,
          transcription_file: input.transcription_file ?? null,
          description: input.description,
        });
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, stamp);
        const transcription = input.transcription_file
          ? {
              file_name: nameOf(input.transcription_file),
              blob: storedBlob(input.transcription_file, nameOf(input.transcription_file)),
            }
          : null;
        const documents = files.map((file) => {
          const fileName = nameOf(file);
          const document = addDocument(state, {
            company_id: company.id,
            journey_item: null,
            role: "file",
            type: values.is_recording ? "RECORDING" : "OTHER",
            file_name: fileName,
            blob: storedBlob(file, fileName),
            description: values.description?.trim() || null,
            uploaded_on: values.uploaded_on,
            transcription,
            state: "UPLOADED",
            created_by: user.pk,
            created: stamp,
          });
          // Audio and video are processed (compressed, on the server) before they can be played.
          if (isMediaFile(fileName)) startProcessing(document, settings);
          return document;
        });
        return { message: MEDIA_MESSAGES.documentsAdded, data: documents.map(toDocument) };
      }),

    reupload: (id: Id, file, options) =>
      call(options, async (user) => {
        await validateInput(reuploadSchema, { file });
        const document = state.documents.find((entry) => entry.id === id);
        if (!document) throw notFound();
        journeyCompany(state, user, document.company_id, now());
        if (document.created_by !== user.pk) throw forbidden(MEDIA_MESSAGES.notUploader);
        if (document.state !== "FAILED") throw conflict(MEDIA_MESSAGES.notFailed);
        const fileName = nameOf(file);
        Object.assign(document, { file_name: fileName, blob: storedBlob(file, fileName) });
        startProcessing(document, settings);
        return { message: MEDIA_MESSAGES.documentReplaced, data: toDocument(document) };
      }),

    byCompany: (companyId, options) =>
      call(options, (user) => {
        const stamp = now();
        // Refuses a company whose journey the user reads nothing of (403, or 404 when unseen).
        journeyReadAccess(state, user, companyId, stamp);
        // The recordings and documents list: files and uploads; e-mail attachments stay on their e-mail.
        return state.documents
          .filter((document) => document.company_id === companyId && document.role === "file")
          .filter((document) => readsDocument(state, user, document, stamp))
          .sort(newestFirst)
          .map(toDocument);
      }),

    // Unknown ids, and documents the user does not read, are left out (the list is polled).
    byIds: (ids, options) =>
      call(options, (user) => {
        const stamp = now();
        return unique(ids).flatMap((id) => {
          const document = state.documents.find((entry) => entry.id === id);
          return document && readsDocument(state, user, document, stamp) ? [toDocument(document)] : [];
        });
      }),

    signedUrl: (src, options) =>
      call(options, async (user) => {
        const match = ADDRESS.exec(src);
        const document = match ? state.documents.find((entry) => entry.id === Number(match[1])) : undefined;
        if (!match || !document || !readsDocument(state, user, document, now())) throw notFound();
        const blob = match[2] ? document.transcription?.blob : document.blob;
        if (!blob) throw notFound();
        return { url: await blobAddress(blob), mime_type: blob.type };
      }),
  };
}
