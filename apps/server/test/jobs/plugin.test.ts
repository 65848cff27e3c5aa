import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { describe, expect, it } from "vitest";
import { buildApp, type AppOptions } from "../../src/app";
import { enqueue } from "../../src/jobs";
import { createRepositories } from "../../src/repositories";
import { testDatabase } from "../db/testDatabase";
import { FAST, jobRow, untilState } from "./jobWorld";

const database = testDatabase();

function server(jobs: AppOptions["jobs"]) {
  return buildApp({ repos: createRepositories(database.db), envelopeKey: generateEnvelopeKey(), jobs });
}

describe("the server's jobs", () => {
  it("run from ready to close, with the handlers the features registered", async () => {
    const app = await server({ db: database.db, worker: FAST });
    const sent: unknown[] = [];
    app.jobs.handle("mail", async (job) => void sent.push(job.payload));
    await app.ready();
    try {
      const { id } = await enqueue(database.db, { kind: "mail", payload: { to: "ada@example.org" } });
      await untilState(database.db, id, "done");
      expect(sent).toEqual([{ to: "ada@example.org" }]);
    } finally {
      await app.close();
    }
  });

  it("do not run in a server without a jobs database (JOBS=off)", async () => {
    const off = await server(undefined);
    const on = await server({ db: database.db, worker: FAST });
    let offRuns = 0;
    off.jobs.handle("mail", async () => {
      offRuns += 1;
    });
    // A second process that runs jobs of another kind only, to show that time has passed for both.
    on.jobs.handle("marker", async () => undefined);
    await Promise.all([off.ready(), on.ready()]);
    try {
      const { id } = await enqueue(database.db, { kind: "mail" });
      const marker = await enqueue(database.db, { kind: "marker" });
      await untilState(database.db, marker.id, "done");
      expect(await jobRow(database.db, id)).toMatchObject({ state: "queued", attempts: 0 });
      expect(offRuns).toBe(0);
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });

  it("refuse a second handler for the same kind", async () => {
    const app = await server(undefined);
    app.jobs.handle("mail", async () => undefined);
    expect(() => app.jobs.handle("mail", async () => undefined)).toThrow(/registered already/);
    await app.close();
  });
});
