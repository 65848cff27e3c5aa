import type { Database } from "../../db/database";
import type { ServerConfig } from "../../config";
import type { AppServices } from "../../services";

/** What the import engine reads and writes through. */
export type ImportDeps = {
  db: Database;
  services: AppServices;
  config: Pick<ServerConfig, "importUndoDays">;
};

/** Who imports: the companies they see decide which rows may update which company. */
export type Importer = { userId: number; seesAll: boolean };

/** The durable job that writes a confirmed import. */
export const IMPORT_RUN_JOB = "excel-import.run";

export type ImportRunPayload = { importId: number };

/** A request the import's state refuses (answered 409); `message` is shown as is. */
export class ImportConflictError extends Error {
  override name = "ImportConflictError";
}
