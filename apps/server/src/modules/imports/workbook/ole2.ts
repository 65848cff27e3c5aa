import { readFile } from "node:fs/promises";
import * as XLSX from "@e965/xlsx";

type Cfb = { FileIndex: { name: string }[] };

/** Whether an OLE2 file is an .xlsx saved with a password (Excel wraps those in an encrypted package). */
export async function isEncryptedPackage(path: string): Promise<boolean> {
  try {
    const cfb = (XLSX.CFB as { read(data: Buffer, options: { type: "buffer" }): Cfb }).read(
      await readFile(path),
      { type: "buffer" },
    );
    return cfb.FileIndex.some((entry) => entry.name === "EncryptedPackage");
  } catch {
    return false;
  }
}
