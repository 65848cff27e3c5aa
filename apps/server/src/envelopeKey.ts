import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";

/** PIPELINE_ENVELOPE_KEY when set, else the key generated into the data folder on first start. */
export function resolveEnvelopeKey(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "envelope.key");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (/^[0-9a-fA-F]{64}$/.test(stored)) return stored;
    throw new Error(`${file} does not hold 64 hexadecimal characters; remove it to have a new key made.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const key = generateEnvelopeKey();
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
