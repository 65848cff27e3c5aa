import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { fileTypeFromBuffer } from "file-type";
import type { AnySchema, InferType } from "yup";
import { isEnvelopeError } from "@pipeline/contract/envelope-node";
import { fileExtension, type FileRule } from "@pipeline/contract";
import { BAD_ENVELOPE_MESSAGE } from "./plugins/envelope";
import { FileTooLargeError, type FileStorage } from "../storage";
import { badRequest, HttpError } from "./HttpError";
import { checkedJsonBody } from "./safeJson";
import { validateBody, type ValidateOptions } from "./validate";

/** A file of a multipart request, stored whole under a key the server chose. */
export type StoredUpload = {
  /** The form field it came in. */
  field: string;
  key: string;
  /** The name the client gave it (its last path segment), as people will see it again. */
  fileName: string;
  size: number;
  /** What its content is, as sniffed from its first bytes (never the client's word). */
  mimeType: string;
};

/** What one file field accepts. */
export type FileField = {
  rule: FileRule;
  /** At most this many files in the field; more is refused. */
  maxCount: number;
  /** At least one file; the message when there is none. */
  required?: string;
  /**
   * Any kind of file (a meeting's transcription, which the spec gives no rule): the name and
   * content are not checked, only the size; its type is what its bytes say, when they say it.
   */
  anyType?: true;
};

export type MultipartSpec<S extends AnySchema> = {
  /** The fields in `payload`, checked with the form's schema (the spec's messages). */
  fields: S;
  /** The file fields the call takes, decided once the fields are known (a rule may depend on them). */
  files: Record<string, FileField> | ((fields: InferType<S>) => Record<string, FileField>);
  storage: FileStorage;
  /** The storage key of a file: the folder it belongs to; a random name with the file's extension is added. */
  folderFor: (fields: InferType<S>, field: string) => string;
  validate?: ValidateOptions;
  /** Runs once the fields are valid and before any file is stored: permission checks go here. */
  beforeFiles?: (fields: InferType<S>) => Promise<void>;
};

export type MultipartResult<T> = { fields: T; files: Record<string, StoredUpload[]> };

/** Said when a call that takes files is sent something other than multipart/form-data. */
export const NOT_MULTIPART_MESSAGE = "This call takes a multipart/form-data body.";
/** Said when the first part is not the `payload` field. */
export const PAYLOAD_FIRST_MESSAGE = "The payload field must come before any file.";
export const UNEXPECTED_FILE_MESSAGE = "This call takes no file in this field.";
export const TOO_MANY_FILES_MESSAGE = "Too many files were sent in this field.";

/** How many leading bytes are read to tell what a file is (enough for an Office file's first entries). */
const SNIFF_BYTES = 64 * 1024;

/**
 * What the content of a file with each extension may be, as `file-type` names it. Word and Excel's
 * old formats are both OLE compound files (`cfb`) and cannot be told apart by their first bytes;
 * the new ones are zip archives that `file-type` names by their content types. An .mp3 starts with
 * an ID3 tag or a bare MPEG audio frame (both `mp3`); an .mpeg is an MPEG program stream or MPEG audio.
 */
const CONTENT_OF: Record<string, readonly string[]> = {
  ".pdf": ["pdf"],
  ".doc": ["cfb"],
  ".xls": ["cfb"],
  ".docx": ["docx"],
  ".xlsx": ["xlsx"],
  ".mp3": ["mp3"],
  ".mpeg": ["mpg", "mp3", "mp2"],
  ".mp4": ["mp4", "m4v", "m4a"],
};

/**
 * The folder an Office file's parts live in, by extension. A workbook or document written by a
 * streaming writer stores its sheet or body first and its content types last, past the bytes read
 * here, so `file-type` sees only a zip: such a zip is taken when its first entry lies in the folder
 * its kind keeps its parts in (`xl/` for a workbook, `word/` for a document).
 */
const OFFICE_FOLDER_OF: Record<string, { folder: string; mime: string }> = {
  ".xlsx": { folder: "xl/", mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  ".docx": {
    folder: "word/",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
};

/** The name of a zip's first entry, from its local file header (PKWARE's APPNOTE, section 4.3.7). */
function firstZipEntryName(head: Uint8Array): string | null {
  const view = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (view.length < 30 || view.readUInt32LE(0) !== 0x04034b50) return null;
  const nameLength = view.readUInt16LE(26);
  if (view.length < 30 + nameLength) return null;
  return view.toString("utf8", 30, 30 + nameLength);
}

/** Whether `head`, a file's first bytes, is what a file named with `extension` should hold; its type if so. */
export async function sniffContent(extension: string, head: Uint8Array): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  if ((CONTENT_OF[extension] ?? []).includes(found.ext)) return found.mime;
  const office = OFFICE_FOLDER_OF[extension];
  if (found.ext === "zip" && office && firstZipEntryName(head)?.startsWith(office.folder)) return office.mime;
  return null;
}

/** The type of a file taken whatever it is: what its bytes say, else text when they read as text. */
async function anyContent(head: Uint8Array): Promise<string> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  return head.includes(0) ? "application/octet-stream" : "text/plain";
}

/** The last path segment of the name a client gave, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const visible = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return visible.slice(-255) || "file";
}

/** Removes stored uploads, for a caller whose database write failed after they were stored. */
export async function discard(storage: FileStorage, uploads: Iterable<StoredUpload>): Promise<void> {
  await Promise.all([...uploads].map((upload) => storage.remove(upload.key).catch(() => undefined)));
}

function openPayload(request: FastifyRequest, raw: string): unknown {
  try {
    const envelope = request.server.envelope;
    if (envelope) return checkedJsonBody(JSON.parse(envelope.openText(raw)) as unknown);
    return checkedJsonBody(JSON.parse(raw) as unknown);
  } catch (error) {
    if (isEnvelopeError(error) || error instanceof SyntaxError) throw badRequest(BAD_ENVELOPE_MESSAGE);
    throw error;
  }
}

/** The first `SNIFF_BYTES` of a stream, and the stream again from its start. */
async function peek(stream: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, SNIFF_BYTES), whole: Readable.from(replay(), { objectMode: false }) };
}

function refuse(field: string, message: string, status = 400): HttpError {
  return new HttpError(status, message, { [field]: [message] });
}

/**
 * Reads a multipart call as the portal sends it: the `payload` field first (sealed JSON when the
 * envelope is on), checked with the form's schema, then each file streamed straight into storage.
 * A file is refused by its name before anything is stored, then by its first bytes (a text file
 * named .pdf), and cut off once past its rule's size. On any failure every file this request
 * stored is removed again and the error is thrown: nothing stays half written.
 */
export async function readMultipart<S extends AnySchema>(
  request: FastifyRequest,
  spec: MultipartSpec<S>,
): Promise<MultipartResult<InferType<S>>> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const stored: StoredUpload[] = [];
  const files: Record<string, StoredUpload[]> = {};
  let fields: InferType<S> | undefined;
  let fileFields: Record<string, FileField> = {};
  try {
    for await (const part of request.parts()) {
      if (fields === undefined) {
        if (part.type !== "field" || part.fieldname !== "payload") {
          if (part.type === "file") part.file.resume();
          throw badRequest(PAYLOAD_FIRST_MESSAGE);
        }
        fields = await validateBody(spec.fields, openPayload(request, String(part.value)), spec.validate);
        fileFields = typeof spec.files === "function" ? spec.files(fields) : spec.files;
        await spec.beforeFiles?.(fields);
        continue;
      }
      if (part.type === "field") continue;
      const upload = await storeFile(part, fields, fileFields, files, spec);
      stored.push(upload);
      (files[upload.field] ??= []).push(upload);
    }
    if (fields === undefined) throw badRequest(PAYLOAD_FIRST_MESSAGE);
    for (const [name, field] of Object.entries(fileFields)) {
      if (field.required && !files[name]?.length) throw refuse(name, field.required);
    }
    return { fields, files };
  } catch (error) {
    await discard(spec.storage, stored);
    throw error;
  }
}

async function storeFile<S extends AnySchema>(
  part: Extract<Multipart, { type: "file" }>,
  fields: InferType<S>,
  fileFields: Record<string, FileField>,
  files: Record<string, StoredUpload[]>,
  spec: MultipartSpec<S>,
): Promise<StoredUpload> {
  const name = part.fieldname;
  const field = Object.hasOwn(fileFields, name) ? fileFields[name] : undefined;
  const drain = () => part.file.resume();
  if (!field) {
    drain();
    throw refuse(name, UNEXPECTED_FILE_MESSAGE);
  }
  if ((files[name]?.length ?? 0) >= field.maxCount) {
    drain();
    throw refuse(name, TOO_MANY_FILES_MESSAGE);
  }
  const { rule } = field;
  const fileName = cleanFileName(part.filename);
  const extension = fileExtension(fileName);
  if (!field.anyType && !rule.extensions.includes(extension)) {
    drain();
    throw refuse(name, rule.messages.wrongType);
  }
  const { head, whole } = await peek(part.file);
  const mimeType = field.anyType ? await anyContent(head) : await sniffContent(extension, head);
  if (mimeType === null) {
    whole.resume();
    throw refuse(name, rule.messages.wrongType);
  }
  const key = `${spec.folderFor(fields, name).replace(/\/+$/, "")}/${randomUUID()}${extension}`;
  const maxBytes = rule.maxBytesInclusive ? rule.maxBytes : rule.maxBytes - 1;
  try {
    const { size } = await spec.storage.put(key, whole, { maxBytes, contentType: mimeType });
    // The multipart reader's own cut-off (its limits) truncates the stream rather than failing it.
    if (part.file.truncated) {
      await spec.storage.remove(key);
      throw refuse(name, rule.messages.tooLarge, 413);
    }
    return { field: name, key, fileName, size, mimeType };
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      drain();
      throw refuse(name, rule.messages.tooLarge, 413);
    }
    throw error;
  }
}
