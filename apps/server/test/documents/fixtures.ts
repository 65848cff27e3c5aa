import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { crc32 } from "node:zlib";

const run = promisify(execFile);

/** A small but well-formed PDF. */
export function pdfBytes(text = "Quarterly report"): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

/** A zip archive of stored (uncompressed) entries, as Office and any zip tool writes them. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const MAIN_TYPES = {
  docx: [
    "word/document.xml",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  ],
  xlsx: ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"],
} as const;

/** A minimal Word or Excel document: the content types first, then the main part. */
export function officeBytes(kind: keyof typeof MAIN_TYPES): Buffer {
  const [part, type] = MAIN_TYPES[kind];
  return zipBytes({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    [part]: '<?xml version="1.0"?><root/>',
  });
}

/**
 * A workbook or document as a streaming writer stores it: its sheet or body first, large enough that
 * the content types, written last, lie past the bytes a file's kind is told from.
 */
export function streamedOfficeBytes(kind: keyof typeof MAIN_TYPES): Buffer {
  const [part, type] = MAIN_TYPES[kind];
  const body = kind === "xlsx" ? "xl/worksheets/sheet1.xml" : part;
  return zipBytes({
    [body]: `<?xml version="1.0"?><root>${"<row/>".repeat(20_000)}</root>`,
    [part]: '<?xml version="1.0"?><root/>',
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`,
  });
}

/** The start of an OLE compound file, the container of .doc and .xls. */
export function compoundFileBytes(): Buffer {
  const header = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
}

/** Runs ffmpeg with `args` writing `fileName` in a temporary folder, and answers the file's bytes. */
export async function ffmpegMade(fileName: string, args: string[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pipeline-media-"));
  try {
    const target = path.join(dir, fileName);
    await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args, target]);
    return await readFile(target);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A one-second tone as MP3, with an ID3 tag (ffmpeg's default) or as bare MPEG frames. */
export function mp3Bytes(options: { id3: boolean } = { id3: true }): Promise<Buffer> {
  return ffmpegMade("tone.mp3", [
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=1",
    "-c:a",
    "libmp3lame",
    ...(options.id3 ? [] : ["-id3v2_version", "0", "-write_xing", "0"]),
  ]);
}

/** A test-pattern video with a tone, as H.264/AAC MP4. */
export function mp4Bytes(seconds = 1, size = "320x240"): Promise<Buffer> {
  return ffmpegMade("clip.mp4", [
    "-f",
    "lavfi",
    "-i",
    `testsrc=duration=${seconds}:size=${size}:rate=25`,
    "-f",
    "lavfi",
    "-i",
    `sine=duration=${seconds}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-c:a",
    "aac",
    "-shortest",
  ]);
}
