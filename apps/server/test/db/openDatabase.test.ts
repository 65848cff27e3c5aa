import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { openDatabase } from "../../src/db/openDatabase";
import { rowsOf } from "../../src/db/rows";
import { createLookupRepository } from "../../src/modules/lookups/repository";
import { lookupInput } from "./fixtures";
import { SETUP_TIMEOUT_MS, TEST_DATABASE_URL } from "./testDatabase";

const directories: string[] = [];

afterAll(async () => {
  for (const directory of directories) await rm(directory, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it.runIf(TEST_DATABASE_URL)(
    "runs PostgreSQL's statements without compiling them (jit off) on every connection of its pool",
    async () => {
      const opened = await openDatabase({ dataDir: tmpdir(), databaseUrl: TEST_DATABASE_URL });
      try {
        // Several at once, so that the pool opens several connections.
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => rowsOf<{ jit: string }>(opened.db, sql`show jit`)),
        );
        expect(answers.flat().map((row) => row.jit)).toEqual(["off", "off", "off", "off"]);
      } finally {
        await opened.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  // The embedded database's own test: the PostgreSQL run has nothing of its own to add to it.
  it.skipIf(TEST_DATABASE_URL)(
    "keeps the embedded database in DATA_DIR/db across restarts",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "pipeline-data-"));
      directories.push(dataDir);
      const config = { dataDir: path.join(dataDir, "nested"), databaseUrl: null };

      const first = await openDatabase(config);
      expect(first.kind).toBe("pglite");
      await migrate(first);
      const saved = await createLookupRepository(first.db).create(
        "location",
        lookupInput("location", "India"),
      );
      await first.close();
      expect((await stat(path.join(config.dataDir, "db"))).isDirectory()).toBe(true);

      const second = await openDatabase(config);
      try {
        await migrate(second.db);
        expect(await createLookupRepository(second.db).get("location", saved.id)).toEqual(saved);
      } finally {
        await second.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it.runIf(TEST_DATABASE_URL)(
    "uses PostgreSQL when DATABASE_URL is set",
    async () => {
      const opened = await openDatabase({ dataDir: "", databaseUrl: TEST_DATABASE_URL });
      try {
        expect(opened.kind).toBe("postgres");
      } finally {
        await opened.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
