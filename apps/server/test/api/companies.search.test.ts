import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@pipeline/contract";
import { companies } from "../../src/db/schema";
import { type Caller, companyBody, companyWorld, type Refs, rowIds } from "./companyWorld";
import { injectedApp } from "./injectApp";

// The companies search reads the name and website as stored lower-cased: every letter, not only
// ASCII, case aside, and a company's new name as soon as it is written.

const server = injectedApp();
let admin: Caller;
let refs: Refs;
let clinic: Id;
let plain: Id;

async function found(search: string): Promise<Id[]> {
  const answer = await admin.get(`company?page_size=100&search=${encodeURIComponent(search)}`);
  expect(answer.status).toBe(200);
  return rowIds(answer);
}

beforeAll(async () => {
  ({ admin, one: refs } = await companyWorld(server, "Search one", "Search two"));
  clinic = await admin.create(
    companyBody(refs, { company_name: "Ärztehaus Çelik Σοφία", website: "https://ÖVEL.example.de" }),
  );
  plain = await admin.create(
    companyBody(refs, { company_name: "Plain Trading", website: "https://plain.example" }),
  );
});

describe("GET company?search", () => {
  it("matches letters beyond ASCII whatever their case", async () => {
    expect(await found("ärztehaus")).toEqual([clinic]);
    expect(await found("ÇELIK")).toEqual([clinic]);
    expect(await found("σοφία")).toEqual([clinic]);
    expect(await found("övel.EXAMPLE")).toEqual([clinic]);
    expect(await found("PLAIN")).toEqual([plain]);
  });

  it("finds a renamed company by its new name only", async () => {
    await server.database.db
      .update(companies)
      .set({ companyName: "Renamed Ölmühle" })
      .where(eq(companies.id, plain));
    expect(await found("plain trading")).toEqual([]);
    expect(await found("ÖLMÜHLE")).toEqual([plain]);
    // The website is searched as well, and was not changed.
    expect(await found("plain.example")).toEqual([plain]);
  });
});
