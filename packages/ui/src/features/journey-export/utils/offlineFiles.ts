import type { CompanyDocument, JourneyTimeline } from "@pipeline/contract";

/** A file the timeline refers to, and where the offline copy keeps it. */
export type OfflineFile = { document: CompanyDocument; path: string };

const RESERVED = new Set(["\\", "/", ":", "*", "?", '"', "<", ">", "|"]);

/** A file name safe in a zip and on every system: no folders, reserved or control characters. */
export function safeFileName(name: string, fallback = "file"): string {
  const cleaned = [...name]
    .map((character) => (RESERVED.has(character) || character.charCodeAt(0) < 32 ? "_" : character))
    .join("")
    .trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? fallback : cleaned;
}

/** Every file of the timeline's items (files, attachments, meeting documents) once, each with its path under files/. */
export function offlineFiles(timeline: JourneyTimeline): OfflineFile[] {
  const byAddress = new Map<string, OfflineFile>();
  for (const { items } of timeline) {
    for (const item of items) {
      const documents = [...item.files, ...item.attachments, ...(item.meeting?.documents ?? [])];
      for (const document of documents) {
        if (!document.file || byAddress.has(document.file)) continue;
        byAddress.set(document.file, {
          document,
          path: `files/${document.id}-${safeFileName(document.file_name)}`,
        });
      }
    }
  }
  return [...byAddress.values()];
}
