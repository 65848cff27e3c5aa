import { configDefaults, defineProject } from "vitest/config";
import { DATABASE_FREE_TESTS } from "./test/support/databaseFree.ts";
import serverProject from "./vitest.config.ts";

// The server suite once more on PostgreSQL, the database of a scaled-out installation: each file
// on a scratch database of its own on the server `PIPELINE_TEST_POSTGRES_URL` names (`npm test`
// starts Debian's; see tests/system/postgres.sh). The hostile-input probe runs here alone; the files
// that open no database run on the embedded one alone, as they would run here exactly as there.
export default defineProject({
  ...serverProject,
  test: {
    ...serverProject.test,
    name: "server-postgres",
    env: { TEST_DATABASE_URL: process.env.PIPELINE_TEST_POSTGRES_URL?.trim() ?? "" },
    exclude: [...configDefaults.exclude, ...DATABASE_FREE_TESTS],
  },
});
