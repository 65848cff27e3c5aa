import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf, openDatabase } from "../../src/db/openDatabase";
import type { OpenedDatabase } from "../../src/db/database";
import { DatabaseBusyError, databaseBusy } from "../../src/db/pgliteQueue";
import { errorsPlugin, SERVER_BUSY_MESSAGE } from "../../src/http/plugins/errors";

// The embedded database's queue: first come, first served, handing the connection on in a later
// turn of the event loop (so the network is read while statements queue), and bounded.

let opened: OpenedDatabase;
const LIMIT = 8;

beforeAll(async () => {
  opened = await openDatabase(
    { dataDir: "", databaseUrl: null, databaseQueueLimit: LIMIT },
    { inMemory: true },
  );
  await opened.db.execute(sql`create table numbers (n integer primary key)`);
  await opened.db.execute(sql`insert into numbers select i from generate_series(1, 2000) as i`);
});

afterAll(async () => {
  await opened.close();
});

const statement = () => opened.db.execute(sql`select count(*) from numbers where n % 7 = 3`);
const waiting = () => {
  const driver = driverOf(opened.db);
  return driver.kind === "pglite" ? driver.queue.waiting() : -1;
};

describe("the embedded database's queue", () => {
  it("lets a timer due meanwhile run while statements still wait, as the network would be read", async () => {
    // Six clients each running statements back to back, as requests under load do.
    let stop = false;
    const done: number[] = [];
    const clients = Array.from({ length: 6 }, async (_, client) => {
      for (let step = 0; step < 40 && !stop; step += 1) await statement();
      done.push(client);
    });
    const timer = new Promise<{ waitingThen: number; finishedThen: number }>((resolve) =>
      setTimeout(() => resolve({ waitingThen: waiting(), finishedThen: done.length }), 0),
    );
    const seen = await timer;
    stop = true;
    await Promise.all(clients);
    expect(seen.finishedThen).toBe(0);
    expect(seen.waitingThen).toBeGreaterThan(0);
  });

  it("reads the network between the statements of one request run back to back, the queue empty", async () => {
    // One request, each statement taken as soon as the last ended: a connection opened meanwhile
    // (here, a timer due) is read before the request's last statement, not after its answer.
    let finished = false;
    const request = (async () => {
      for (let step = 0; step < 40; step += 1) await statement();
      finished = true;
    })();
    const finishedWhenRead = await new Promise<boolean>((resolve) => setTimeout(() => resolve(finished), 0));
    await request;
    expect(finishedWhenRead).toBe(false);
  });

  it("serves the calls in the order they came", async () => {
    const order: number[] = [];
    await Promise.all(Array.from({ length: 6 }, (_, index) => statement().then(() => order.push(index))));
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("refuses at once a call past the limit of waiting ones, and serves the others", async () => {
    const calls = Array.from({ length: LIMIT + 4 }, () =>
      statement().then(
        () => "served",
        (error: unknown) => (databaseBusy(error) ? "busy" : String(error)),
      ),
    );
    const outcomes = await Promise.all(calls);
    // One runs, LIMIT wait, the rest are refused.
    expect(outcomes.filter((outcome) => outcome === "served")).toHaveLength(LIMIT + 1);
    expect(outcomes.filter((outcome) => outcome === "busy")).toHaveLength(3);
    expect(waiting()).toBe(0);
    expect(((await statement()) as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it("answers a request refused for it 503 with Retry-After and the words a person reads", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    // As a query refused by the queue reaches the handler: wrapped by the query builder.
    app.get("/busy", async () => {
      throw new Error("Failed query: select 1", { cause: new DatabaseBusyError(1) });
    });
    const answer = await app.inject({ method: "GET", url: "/busy" });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("1");
    expect(answer.json()).toEqual({ message: SERVER_BUSY_MESSAGE });
  });
});
