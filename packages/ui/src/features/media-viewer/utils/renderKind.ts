import { fileExtension } from "@pipeline/contract";

/** How the viewer shows a file; "xlsx" is an Excel workbook, .xlsx or legacy .xls. */
export type RenderKind = "pdf" | "docx" | "xlsx" | "text" | "image" | "video" | "audio" | "none";

const BY_EXTENSION: Record<string, RenderKind> = {
  ".pdf": "pdf",
  ".docx": "docx",
  ".xlsx": "xlsx",
  ".xls": "xlsx",
  ".txt": "text",
  ".csv": "text",
  ".vtt": "text",
  ".srt": "text",
  ".json": "text",
  ".md": "text",
  ".log": "text",
  ".png": "image",
  ".jpg": "image",
  ".jpeg": "image",
  ".gif": "image",
  ".webp": "image",
  ".svg": "image",
  ".mp4": "video",
  ".webm": "video",
  ".mov": "video",
  ".mpeg": "video",
  ".mp3": "audio",
  ".wav": "audio",
  ".ogg": "audio",
  ".m4a": "audio",
};

const BY_MIME: Record<string, RenderKind> = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-excel": "xlsx",
  "application/json": "text",
};

/**
 * The renderer for a file: by its MIME type when that is telling, else by its name's extension.
 * A legacy Word file (.doc) and anything unknown have no preview.
 */
export function renderKind(fileName: string, mimeType: string | null | undefined): RenderKind {
  const mime = (mimeType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const byMime = BY_MIME[mime];
  if (byMime) return byMime;
  if (mime.startsWith("image/")) return "image";
  if (mime.startsWith("video/")) return "video";
  if (mime.startsWith("audio/")) return "audio";
  if (mime.startsWith("text/")) return "text";
  return BY_EXTENSION[fileExtension(fileName)] ?? "none";
}
