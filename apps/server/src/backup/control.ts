import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";

// Who holds a data folder. The embedded database can be opened by one process only, so the server,
// the backup command and the restore command each claim the folder in `DATA_DIR/control.json`
// (readable by this account only) before opening it, and a second claimant is refused while the
// first runs. A running server also writes there the local address and a random key of its
// operators' routes, through which the backup command asks it for the archive.

export const CONTROL_FILE = "control.json";

export type Holder = "server" | "backup" | "restore";

export type ControlRecord = {
  pid: number;
  /** When the process started (Linux), so that a new process given a dead holder's pid is not taken for it. */
  started: string | null;
  holder: Holder;
  /** A running server's address and the key of its operators' routes. */
  url?: string;
  key?: string;
};

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
  constructor(
    readonly dataDir: string,
    readonly record: ControlRecord,
  ) {
    super(
      `The data folder ${dataDir} is in use by ${HOLDERS[record.holder]} (process ${record.pid}). ` +
        `If no such process runs, remove ${path.join(dataDir, CONTROL_FILE)} and try again.`,
    );
  }
}

const HOLDERS: Record<Holder, string> = {
  server: "a running Pipeline server",
  backup: "the backup command",
  restore: "the restore command",
};

export function controlFile(dataDir: string): string {
  return path.join(dataDir, CONTROL_FILE);
}

/** The start time of a process, from /proc; null where the system does not tell it. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(record: ControlRecord): boolean {
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = processStart(record.pid);
  return record.started === null || started === null || started === record.started;
}

export function readControl(dataDir: string): ControlRecord | null {
  try {
    const record = JSON.parse(readFileSync(controlFile(dataDir), "utf8")) as ControlRecord;
    return Number.isInteger(record.pid) && typeof record.holder === "string" ? record : null;
  } catch {
    return null;
  }
}

/** The process other than this one that holds the folder now, if any. */
export function liveHolder(dataDir: string): ControlRecord | null {
  const record = readControl(dataDir);
  return record && isRunning(record) ? record : null;
}

function ownRecord(holder: Holder, extra: Pick<ControlRecord, "url" | "key"> = {}): ControlRecord {
  return { pid: process.pid, started: processStart(process.pid), holder, ...extra };
}

/**
 * Claims the data folder for this process, or throws DataDirInUseError naming the process that
 * holds it. A record left by a process that no longer runs is taken over.
 */
export function claimDataDir(dataDir: string, holder: Holder): void {
  mkdirSync(dataDir, { recursive: true });
  const file = controlFile(dataDir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const held = liveHolder(dataDir);
    if (held) throw new DataDirInUseError(dataDir, held);
    try {
      const fd = openSync(file, "wx", 0o600);
      try {
        writeSync(fd, `${JSON.stringify(ownRecord(holder))}\n`);
      } finally {
        closeSync(fd);
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A record of a process that has ended (or of this one): removed, then claimed again.
      if (!liveHolder(dataDir)) rmSync(file, { force: true });
    }
  }
  const held = readControl(dataDir);
  if (held) throw new DataDirInUseError(dataDir, held);
  throw new Error(`The data folder ${dataDir} could not be claimed.`);
}

/** A random key for the operators' routes of this server. */
export function newControlKey(): string {
  return randomBytes(32).toString("hex");
}

/** Where a local command reaches a server listening at `address`. */
export function localUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === "string") throw new Error("The server does not listen on a TCP port.");
  const host =
    address.address === "0.0.0.0"
      ? "127.0.0.1"
      : address.address === "::"
        ? "[::1]"
        : address.family === "IPv6"
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

/** Writes the running server's address and key (readable by this account only), replacing any record. */
export function publishServer(dataDir: string, url: string, key: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = controlFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, "w", 0o600);
  try {
    writeSync(fd, `${JSON.stringify(ownRecord("server", { url, key }))}\n`);
  } finally {
    closeSync(fd);
  }
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** Gives the folder up: removes the record when it is this process's own. */
export function releaseDataDir(dataDir: string): void {
  if (readControl(dataDir)?.pid === process.pid) rmSync(controlFile(dataDir), { force: true });
}
