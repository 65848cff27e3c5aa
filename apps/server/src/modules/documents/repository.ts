import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import {
  ACTION_MESSAGES,
  type CompanyDocument,
  type DocumentType,
  type Id,
  recordingRetryRefusal,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import { companyDocuments, journeyStages } from "../../db/schema";
import { forbidden, HttpError, notFound } from "../../http/HttpError";
import type { StoredUpload } from "../../http/multipart";
import { enqueue } from "../../jobs";
import { actionActorOf, refuseIf } from "../journey";
import { journeyReadAccess, requireJourneyWrite, type JourneyActor } from "../journey";
import { addItem, type JourneyTargetValues } from "../journey";
import { companyDocumentOf, documentVisible } from "../journey";

// The files of a company: a DOCUMENT task's file (with its journey item), the uploads of the
// Upload dialog (without one), and their recordings. A recording (a video or audio file) is
// stored PENDING and handed to the `recording.compress` job in the same transaction; the job makes
// it UPLOADED or FAILED. A FAILED file is seen by its uploader only, who may upload it again.

export const RECORDING_COMPRESS_JOB = "recording.compress";
export const DOCUMENT_NOT_FOUND = "Document not found.";
// Who may upload a recording again is the contract's rule (actionRules), as Upload Again reads it.
export const NOT_DOCUMENT_OWNER_MESSAGE = ACTION_MESSAGES.notRecordingUploader;
export const NOT_FAILED_MESSAGE = ACTION_MESSAGES.recordingNotFailed;
export const FILE_NOT_FOUND = "File not found.";

type DocumentRow = typeof companyDocuments.$inferSelect;

/** What the compression job is asked: the document and the stored file it was given to compress. */
export type CompressPayload = { documentId: Id; sourceKey: string };

/** Whether an upload is a recording: video or audio, which the compression job takes over. */
export function isMedia(upload: Pick<StoredUpload, "mimeType">): boolean {
  return /^(video|audio)\//.test(upload.mimeType);
}

/** Queues the compression of a stored recording inside the caller's transaction. */
export async function enqueueCompression(tx: Database, documentId: Id, sourceKey: string): Promise<void> {
  const payload: CompressPayload = { documentId, sourceKey };
  await enqueue(tx, {
    kind: RECORDING_COMPRESS_JOB,
    payload,
    dedupeKey: `${RECORDING_COMPRESS_JOB}:${documentId}:${sourceKey}`,
  });
}

export type TaskDocumentValues = JourneyTargetValues & { description: string | null };
export type UploadValues = {
  company_id: Id;
  type: Extract<DocumentType, "RECORDING" | "OTHER">;
  description: string | null;
  uploaded_on: string;
};

/** What a signed link needs of a stored file. */
export type SignableFile = { key: string; fileName: string; mimeType: string };

/** The recording `documentId` while it is PENDING on `sourceKey`: a newer upload or a retry moves it on. */
function pendingOn(documentId: Id, sourceKey: string) {
  return and(
    eq(companyDocuments.id, documentId),
    eq(companyDocuments.state, "PENDING"),
    eq(companyDocuments.storageKey, sourceKey),
  );
}

export function createDocumentRepository(db: Database) {
  async function insertFiles(
    tx: Database,
    rows: Array<{
      upload: StoredUpload;
      companyId: Id;
      journeyItemId: Id | null;
      type: DocumentType;
      description: string | null;
      uploadedOn: string | null;
      transcription: StoredUpload | null;
    }>,
    actor: JourneyActor,
  ): Promise<DocumentRow[]> {
    const inserted: DocumentRow[] = [];
    for (const row of rows) {
      const media = isMedia(row.upload);
      const [stored] = await tx
        .insert(companyDocuments)
        .values({
          companyId: row.companyId,
          journeyItemId: row.journeyItemId,
          role: "file",
          type: row.type,
          storageKey: row.upload.key,
          fileName: row.upload.fileName,
          mimeType: row.upload.mimeType,
          sizeBytes: row.upload.size,
          description: row.description,
          uploadedOn: row.uploadedOn,
          transcriptionKey: row.transcription?.key ?? null,
          transcriptionFileName: row.transcription?.fileName ?? null,
          state: media ? "PENDING" : "UPLOADED",
          createdBy: actor.userId,
        })
        .returning();
      if (!stored) throw new Error("The insert returned no row.");
      if (media) await enqueueCompression(tx, stored.id, stored.storageKey);
      inserted.push(stored);
    }
    return inserted;
  }

  async function ownRow(id: Id, actor: JourneyActor): Promise<DocumentRow> {
    const [row] = await db.select().from(companyDocuments).where(eq(companyDocuments.id, id));
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    await journeyReadAccess(db, row.companyId, actor);
    return row;
  }

  /** The rows the actor may see of these, by the company's journey access (a grant: its items' files). */
  async function visibleRows(rows: DocumentRow[], actor: JourneyActor): Promise<DocumentRow[]> {
    const byCompany = new Map<Id, Set<Id> | "whole">();
    const seen: DocumentRow[] = [];
    for (const row of rows) {
      let access = byCompany.get(row.companyId);
      if (access === undefined) {
        try {
          const read = await journeyReadAccess(db, row.companyId, actor);
          access = read.whole ? "whole" : new Set(read.grants.map((grant) => grant.itemId));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          access = new Set();
        }
        byCompany.set(row.companyId, access);
      }
      const open = access === "whole" || (row.journeyItemId !== null && access.has(row.journeyItemId));
      if (
        open &&
        documentVisible(row, { userId: actor.userId, superAdmin: actor.superAdmin, publicUrl: "" })
      ) {
        seen.push(row);
      }
    }
    return seen;
  }

  return {
    /** Throws 404 or 403 unless the actor may add files to the company's journey (checked before storing). */
    requireWrite: (companyId: Id, actor: JourneyActor) => requireJourneyWrite(db, companyId, actor),

    /** A DOCUMENT task's file: the journey item and its file in one transaction. */
    async createTaskDocument(
      values: TaskDocumentValues,
      upload: StoredUpload,
      actor: JourneyActor,
    ): Promise<CompanyDocument[]> {
      await requireJourneyWrite(db, values.company_id, actor);
      const rows = await db.transaction(async (tx) => {
        const itemId = await addItem(tx, values, "DOCUMENT", actor, {});
        // Its round is its stage, named as the Upload dialog names the rounds.
        const [stage] = await tx
          .select({ label: journeyStages.label })
          .from(journeyStages)
          .where(eq(journeyStages.id, values.stage_id));
        return insertFiles(
          tx,
          [
            {
              upload,
              companyId: values.company_id,
              journeyItemId: itemId,
              type: isMedia(upload) ? "RECORDING" : "OTHER",
              description: values.description,
              uploadedOn: stage?.label ?? null,
              transcription: null,
            },
          ],
          actor,
        );
      });
      return rows.map(companyDocumentOf);
    },

    /** The Upload dialog's files, each a row without a journey item, the transcription with each. */
    async createUploads(
      values: UploadValues,
      uploads: StoredUpload[],
      transcription: StoredUpload | null,
      actor: JourneyActor,
    ): Promise<CompanyDocument[]> {
      await requireJourneyWrite(db, values.company_id, actor);
      const rows = await db.transaction((tx) =>
        insertFiles(
          tx,
          uploads.map((upload) => ({
            upload,
            companyId: values.company_id,
            journeyItemId: null,
            type: values.type,
            description: values.description,
            uploadedOn: values.uploaded_on,
            transcription,
          })),
          actor,
        ),
      );
      return rows.map(companyDocumentOf);
    },

    /** Checks that the actor may upload this FAILED recording again; answers its row. */
    async requireReupload(id: Id, actor: JourneyActor): Promise<DocumentRow> {
      const row = await ownRow(id, actor);
      refuseIf(recordingRetryRefusal(actionActorOf(actor), row));
      return row;
    },

    /**
     * The new file of a FAILED recording: PENDING again with a new compression job. Answers the
     * document and the key of the file it replaces (to remove once this has committed).
     */
    async reupload(
      id: Id,
      upload: StoredUpload,
      actor: JourneyActor,
    ): Promise<{ document: CompanyDocument; replacedKey: string }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(companyDocuments)
          .where(eq(companyDocuments.id, id))
          .for("update");
        if (!row) throw notFound(DOCUMENT_NOT_FOUND);
        refuseIf(recordingRetryRefusal(actionActorOf(actor), row));
        const [updated] = await tx
          .update(companyDocuments)
          .set({
            storageKey: upload.key,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            sizeBytes: upload.size,
            type: "RECORDING",
            state: "PENDING",
            failureReason: null,
            modified: sql`now()`,
          })
          .where(eq(companyDocuments.id, id))
          .returning();
        if (!updated) throw notFound(DOCUMENT_NOT_FOUND);
        await enqueueCompression(tx, id, upload.key);
        return { document: companyDocumentOf(updated), replacedKey: row.storageKey };
      });
    },

    /** The company's files as far as the actor may read its journey, oldest first. */
    async byCompany(companyId: Id, actor: JourneyActor): Promise<CompanyDocument[]> {
      await journeyReadAccess(db, companyId, actor);
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.role, "file")))
        .orderBy(asc(companyDocuments.created), asc(companyDocuments.id));
      return (await visibleRows(rows, actor)).map(companyDocumentOf);
    },

    /** These files, as far as the actor may see them (ids they may not see are left out). */
    async byIds(ids: readonly Id[], actor: JourneyActor): Promise<CompanyDocument[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(inArray(companyDocuments.id, [...ids]))
        .orderBy(asc(companyDocuments.id));
      return (await visibleRows(rows, actor)).map(companyDocumentOf);
    },

    /** The stored file behind `key` (a file or a transcription) if the actor may open it; else 404. */
    async signable(key: string, actor: JourneyActor): Promise<SignableFile> {
      const rows = await db
        .select()
        .from(companyDocuments)
        .where(or(eq(companyDocuments.storageKey, key), eq(companyDocuments.transcriptionKey, key)))
        .orderBy(asc(companyDocuments.id));
      if (rows.length === 0) throw notFound(FILE_NOT_FOUND);
      const [row] = await visibleRows(rows, actor);
      if (!row) {
        // One who sees the company but may not read this file is told so; others learn nothing.
        await journeyReadAccess(db, rows[0]?.companyId ?? 0, actor);
        throw forbidden();
      }
      if (row.storageKey === key) return { key, fileName: row.fileName, mimeType: row.mimeType };
      const fileName = row.transcriptionFileName ?? "transcription";
      return { key, fileName, mimeType: mimeTypeOfName(fileName) };
    },

    // --- For the compression job ------------------------------------------------------------------

    /** The document, if it is still PENDING on this very file (a re-upload since makes the job moot). */
    async pendingOn(documentId: Id, sourceKey: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(companyDocuments).where(eq(companyDocuments.id, documentId));
      return row && row.state === "PENDING" && row.storageKey === sourceKey ? row : null;
    },

    /** Whether the document still names this file (the job then must not remove it). */
    async names(documentId: Id, key: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companyDocuments.id })
        .from(companyDocuments)
        .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.storageKey, key)));
      return row !== undefined;
    },

    /** PENDING on `sourceKey` -> UPLOADED on `output`; false when the document has moved on meanwhile. */
    async markUploaded(
      documentId: Id,
      sourceKey: string,
      output: { key: string; size: number; mimeType: string; fileName: string },
    ): Promise<boolean> {
      const updated = await db
        .update(companyDocuments)
        .set({
          storageKey: output.key,
          sizeBytes: output.size,
          mimeType: output.mimeType,
          fileName: output.fileName,
          state: "UPLOADED",
          failureReason: null,
          modified: sql`now()`,
        })
        .where(pendingOn(documentId, sourceKey))
        .returning({ id: companyDocuments.id });
      return updated.length > 0;
    },

    /** PENDING on `sourceKey` -> FAILED with why. */
    async markFailed(documentId: Id, sourceKey: string, reason: string): Promise<boolean> {
      const updated = await db
        .update(companyDocuments)
        .set({ state: "FAILED", failureReason: reason.slice(0, 4000), modified: sql`now()` })
        .where(pendingOn(documentId, sourceKey))
        .returning({ id: companyDocuments.id });
      return updated.length > 0;
    },
  };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".mp3": "audio/mpeg",
  ".mp4": "video/mp4",
  ".txt": "text/plain",
};

function mimeTypeOfName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (
    (dot === -1 ? undefined : MIME_BY_EXTENSION[name.slice(dot).toLowerCase()]) ?? "application/octet-stream"
  );
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
