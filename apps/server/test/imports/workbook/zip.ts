import { crc32, deflateRawSync } from "node:zlib";
import yauzl from "yauzl";

// Writes zips byte by byte, so a test can craft what no well-behaved writer would: a listing that
// lies about sizes, a part full of zeros, parts in any order.

export type ZipPart = {
  name: string;
  /** Stored deflated. */
  data?: Buffer;
  /** Already raw-deflated bytes, written as they are. */
  deflated?: Buffer;
  /** The unpacked size the headers declare; the real one by default. */
  declaredSize?: number;
};

export function buildZip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const packed = part.deflated ?? deflateRawSync(part.data ?? Buffer.alloc(0));
    const size = part.declaredSize ?? part.data?.length ?? 0;
    const crc = part.data ? crc32(part.data) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Every part of a zip, unpacked, in the order of its listing. */
export async function unzipParts(path: string): Promise<{ name: string; data: Buffer }[]> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  const parts: { name: string; data: Buffer }[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
    }
  } finally {
    zip.close();
  }
  return parts;
}

/**
 * A raw deflate stream unpacking to `bytes` zeros, made without ever holding them: one chunk of
 * zeros compressed with a full flush packs the same way every time, so its bytes are repeated.
 */
export function deflatedZeros(bytes: number, chunk = 64 * 1024 * 1024): Buffer {
  const block = deflateRawSync(Buffer.alloc(chunk), { finishFlush: 3 /* Z_FULL_FLUSH */ });
  const count = Math.ceil(bytes / chunk);
  // A final, empty stored block ends the stream.
  return Buffer.concat([
    ...Array.from({ length: count }, () => block),
    Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]),
  ]);
}
