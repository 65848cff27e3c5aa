import { beforeAll, describe, expect, it } from "vitest";
import { INTEGER_LIMITS, LOOKUP_KINDS } from "@pipeline/contract";
import { lookupInput } from "../db/fixtures";
import { injectedApp } from "./injectApp";

// Values the database cannot hold are refused by the contract's schemas before any write: a 400 with
// the form's words, where they used to reach the database and answer 500.

const API = "/api/v1";
const server = injectedApp();
let token: string;

beforeAll(async () => {
  token = await server.adminToken();
});

describe.each(LOOKUP_KINDS)("creating an entry of %s", (kind) => {
  const create = (body: unknown) => server.call({ method: "POST", url: `${API}/${kind}/`, token, body });

  it("refuses an order past the largest integer and writes nothing", async () => {
    const answer = await create({ ...lookupInput(kind, "Oversized order"), order: INTEGER_LIMITS.max + 1 });
    expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
      status: 400,
      message: "Order is too large.",
      errors: { order: ["Order is too large."] },
    });
    expect((await server.repos.lookups.list(kind, { search: "oversized" })).count).toBe(0);
  });

  it("refuses a label of 300 characters and writes nothing", async () => {
    const label = `Overlong ${"x".repeat(291)}`;
    const answer = await create({ ...lookupInput(kind, "Overlong"), label });
    expect({ status: answer.status, message: answer.body.message, errors: answer.body.errors }).toEqual({
      status: 400,
      message: "Label must be at most 255 characters",
      errors: { label: ["Label must be at most 255 characters"] },
    });
    expect((await server.repos.lookups.list(kind, { search: "overlong" })).count).toBe(0);
  });

  it("still takes the largest order", async () => {
    const answer = await create({ ...lookupInput(kind, "Largest order"), order: INTEGER_LIMITS.max });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ order: INTEGER_LIMITS.max });
  });
});
