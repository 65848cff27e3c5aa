// Upload rules as data, so the browser (file picker, instant feedback) and the server (streamed
// uploads) reject the same files with the same words.
import { FILE_SIZE_LIMITS } from "./limits";

/** What a rule needs of a file: a browser File and a server-side upload both have these. */
export type FileLike = { readonly name: string; readonly size: number };

export type FileRule = {
  /** Accepted extensions, lower-case with the leading dot; matched case-insensitively. */
  readonly extensions: readonly string[];
  /** MIME types of those extensions, only to narrow a file picker: browsers and clients report them unreliably. */
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
  /** Whether a file of exactly maxBytes passes: "at most" and "over ... is rejected" say yes, "under" says no. */
  readonly maxBytesInclusive: boolean;
  readonly messages: {
    readonly wrongType: string;
    readonly tooLarge: string;
  };
};

const MIME_TYPES = {
  ".pdf": ["application/pdf"],
  ".doc": ["application/msword"],
  ".docx": ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ".xls": ["application/vnd.ms-excel"],
  ".xlsx": ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  ".mp3": ["audio/mpeg"],
  ".mpeg": ["video/mpeg", "audio/mpeg"],
  ".mp4": ["video/mp4"],
} as const satisfies Record<string, readonly string[]>;

type KnownExtension = keyof typeof MIME_TYPES;

function mimeTypesOf(extensions: readonly KnownExtension[]): readonly string[] {
  return [...new Set(extensions.flatMap((extension) => MIME_TYPES[extension]))];
}

function rule(
  extensions: readonly KnownExtension[],
  limit: Pick<FileRule, "maxBytes" | "maxBytesInclusive">,
  messages: FileRule["messages"],
): FileRule {
  return { extensions, mimeTypes: mimeTypesOf(extensions), ...limit, messages };
}

export const FILE_RULES = {
  /** Document of a DOCUMENT task in the Add Item form; the message says 500 MB, the limit is about 50 MB. */
  document: rule(
    [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".mp4", ".mp3"],
    { maxBytes: FILE_SIZE_LIMITS.document, maxBytesInclusive: true },
    {
      wrongType: ".pdf, .doc, .docx, .xls, .xlsx, .mp4, .mp3 formats are allowed.",
      tooLarge: "Please select a file smaller than 500 MB.",
    },
  ),
  /** Recording of a MEETING task held outside the product's own meeting: "at most 1.5 GB". */
  meetingRecording: rule(
    [".mp3", ".mpeg", ".mp4"],
    { maxBytes: FILE_SIZE_LIMITS.meetingRecording, maxBytesInclusive: true },
    {
      wrongType: "Only .mp3, .mpeg, and .mp4 files are allowed.",
      tooLarge: "Please select a file smaller than 1.5 GB.",
    },
  ),
  /** Each e-mail attachment: "each under 50 MB". */
  emailAttachment: rule(
    [".pdf", ".doc", ".docx", ".xls", ".xlsx"],
    { maxBytes: FILE_SIZE_LIMITS.emailAttachment, maxBytesInclusive: false },
    {
      wrongType: "Invalid Attachment Format.",
      tooLarge: "Please select a file smaller than 50 MB.",
    },
  ),
  /** Re-upload of a video whose compression failed: "at most 1 GB". */
  videoReupload: rule(
    [".mp4"],
    { maxBytes: FILE_SIZE_LIMITS.videoReupload, maxBytesInclusive: true },
    {
      wrongType: "Only .mp4 video files are allowed.",
      tooLarge: "File size must be 1GB or less.",
    },
  ),
  /** Each file of the Upload Document dialog: "each file under 1.5 GB". */
  uploadDialog: rule(
    [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".mp3", ".mp4"],
    { maxBytes: FILE_SIZE_LIMITS.uploadDialog, maxBytesInclusive: false },
    {
      wrongType: "Only .pdf, .doc, .docx, .xls, .xlsx, .mp3 and .mp4 files are allowed.",
      tooLarge: "Please select files smaller than 1.5 GB.",
    },
  ),
  /** Excel import of companies: "over 52428800 bytes is rejected"; the message says 500 MB. */
  excelImport: rule(
    [".xls", ".xlsx"],
    { maxBytes: FILE_SIZE_LIMITS.excelImport, maxBytesInclusive: true },
    {
      wrongType: "Only Excel file are allowed.",
      tooLarge: "Please select a file smaller than 500 MB.",
    },
  ),
} as const satisfies Record<string, FileRule>;

export type FileRuleName = keyof typeof FILE_RULES;

/** Shown when re-uploading a failed video does not succeed (the spelling is the product's). */
export const VIDEO_REUPLOAD_FAILED_MESSAGE = "Compression Faiiled";

/** The extension of a file name, lower-case with its dot, or "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot).toLowerCase();
}

/**
 * The message to show for a file the rule rejects, or null when it passes. The type is checked
 * before the size: a file of the wrong kind is wrong whatever its size.
 */
export function checkFile(file: FileLike, fileRule: FileRule): string | null {
  if (!fileRule.extensions.includes(fileExtension(file.name))) return fileRule.messages.wrongType;
  const tooLarge = fileRule.maxBytesInclusive
    ? file.size > fileRule.maxBytes
    : file.size >= fileRule.maxBytes;
  return tooLarge ? fileRule.messages.tooLarge : null;
}

/** The message for the first rejected file of a selection, or null when all pass. */
export function checkFiles(files: readonly FileLike[], fileRule: FileRule): string | null {
  for (const file of files) {
    const message = checkFile(file, fileRule);
    if (message !== null) return message;
  }
  return null;
}

/** The value of an `<input type="file" accept>` for a rule: extensions first, then MIME types. */
export function acceptAttribute(fileRule: FileRule): string {
  return [...fileRule.extensions, ...fileRule.mimeTypes].join(",");
}
