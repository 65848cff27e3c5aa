import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../db/testDatabase";
import { DATABASE_FREE_TESTS } from "./databaseFree";

const serverDir = fileURLToPath(new URL("../../", import.meta.url));

describe("the test files left out of the PostgreSQL run", () => {
  const ownPath = expect.getState().testPath;
  afterEach(() => expect.setState({ testPath: ownPath }));

  it("are files that exist", () => {
    const missing = DATABASE_FREE_TESTS.filter((file) => !existsSync(`${serverDir}${file}`));
    expect(missing).toEqual([]);
  });

  it("may not open a test database: a listed file that does fails, naming the list", async () => {
    expect.setState({ testPath: `${serverDir}test/config.test.ts` });
    await expect(openTestDatabase()).rejects.toThrow(
      "config.test.ts opens a database, yet DATABASE_FREE_TESTS (test/support/databaseFree.ts) lists it",
    );
  });
});
