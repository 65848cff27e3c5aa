import { beforeAll, describe, expect, it } from "vitest";
import { type CompanyOption, type Id, SAME_WEBSITE_LIMIT } from "@pipeline/contract";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { API, caller, type Caller, companyBody, createAccount, createRefs, type Refs } from "./companyWorld";
import { injectedApp } from "./injectApp";

// GET company/same-website: the companies the caller sees whose website names the same domain as
// the one typed in the company form, so the form can warn about a second company with it. A second
// one can still be saved; text that is no website matches none and is never a server error.

const server = injectedApp();
let admin: Caller;
let refs: Refs;
/** Two companies of one domain, their websites written differently, and one of another domain. */
const ids = {} as Record<"first" | "second" | "other", Id>;

function ask(as: Caller, website: string) {
  return as.get(`company/same-website?website=${encodeURIComponent(website)}`);
}

async function names(as: Caller, website: string): Promise<string[]> {
  const answer = await ask(as, website);
  expect(answer.status).toBe(200);
  return (answer.body.data as CompanyOption[]).map((company) => company.company_name);
}

beforeAll(async () => {
  admin = caller(server, await server.adminToken());
  refs = await createRefs(server, "Same website");
  ids.first = await admin.create(
    companyBody(refs, { company_name: "Sw Larkspur", website: "https://www.larkspur-sw.com/about" }),
  );
  ids.second = await admin.create(
    companyBody(refs, { company_name: "Sw Larkspur Labs", website: "HTTP://Larkspur-SW.com" }),
  );
  ids.other = await admin.create(
    companyBody(refs, { company_name: "Sw Foxglove", website: "https://shop.larkspur-sw.com" }),
  );
}, SETUP_TIMEOUT_MS);

describe("GET company/same-website", () => {
  it("finds the companies of the same domain whatever the protocol, www., path or case, by name", async () => {
    const answer = await ask(admin, "larkspur-sw.com/careers?open=1");

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: ids.first, company_name: "Sw Larkspur", website: "https://www.larkspur-sw.com/about" },
      { id: ids.second, company_name: "Sw Larkspur Labs", website: "HTTP://Larkspur-SW.com" },
    ]);
    await expect(names(admin, "  https://WWW.LARKSPUR-SW.COM:443/  ")).resolves.toEqual([
      "Sw Larkspur",
      "Sw Larkspur Labs",
    ]);
    await expect(names(admin, "https://shop.larkspur-sw.com/cart")).resolves.toEqual(["Sw Foxglove"]);
  });

  it("finds nothing for another domain, nor for one that merely contains it", async () => {
    await expect(names(admin, "https://larkspur.com")).resolves.toEqual([]);
    await expect(names(admin, "larkspur-sw.co")).resolves.toEqual([]);
    await expect(names(admin, "notlarkspur-sw.com")).resolves.toEqual([]);
  });

  it("lists a few at most", async () => {
    for (let copy = 1; copy <= SAME_WEBSITE_LIMIT; copy += 1) {
      await admin.create(companyBody(refs, { company_name: `Sw Copy ${copy}`, website: "copies-sw.com" }));
    }

    await expect(names(admin, "copies-sw.com")).resolves.toHaveLength(SAME_WEBSITE_LIMIT);
  });

  it("shows a USER only the companies they see", async () => {
    const stranger = await createAccount(server);
    const assigned = await createAccount(server, { company: [ids.second] });

    await expect(names(caller(server, stranger.token), "larkspur-sw.com")).resolves.toEqual([]);
    await expect(names(caller(server, assigned.token), "larkspur-sw.com")).resolves.toEqual([
      "Sw Larkspur Labs",
    ]);
    await expect(
      names(caller(server, (await createAccount(server)).token), "copies-sw.com"),
    ).resolves.toEqual([]);
  });

  it("answers an empty list for text that is no website", async () => {
    for (const text of [
      "",
      "   ",
      "larkspur",
      "ftp://larkspur-sw.com",
      "http://[::1]/",
      "javascript:alert(1)",
    ]) {
      await expect(names(admin, text)).resolves.toEqual([]);
    }
  });

  it("answers an empty list for text that names no website", async () => {
    for (const text of ["acme", "ftp://larkspur-sw.com", "larkspur", "   "]) {
      const answer = await ask(admin, text);
      expect(answer.status, text).toBe(200);
      expect(answer.body.data, text).toEqual([]);
    }
  });

  it("answers a hostile website with a 4xx or an empty list, never a server error", async () => {
    // As they arrive, already encoded: NUL, very long texts, quotes and regular-expression
    // characters, an unpaired surrogate in UTF-8, bytes that are no UTF-8, a broken escape.
    const hostile = [
      "larkspur-sw.com%00",
      "%00",
      "x".repeat(5000),
      `${"a".repeat(5000)}.com`,
      encodeURIComponent("larkspur-sw.com' or '1'='1"),
      encodeURIComponent("(((((((((a*)*)*)*)*)*)*)*)*)*.com"),
      "larkspur-sw.com%2F%ED%A0%80",
      "%FF%FE",
      "larkspur-sw.com%",
    ];
    for (const raw of hostile) {
      const answer = await admin.get(`company/same-website?website=${raw}`);
      expect(answer.status, raw.slice(0, 40)).toBeLessThan(500);
      if (answer.status === 200) expect(answer.body.data).toEqual([]);
      else expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    const repeated = await admin.get("company/same-website?website=larkspur-sw.com&website=larkspur-sw.com");
    expect(repeated.status).toBeLessThan(500);
    expect((await admin.get("company/same-website")).status).toBe(400);
  });

  it("asks for a signed-in user", async () => {
    const answer = await server.call({
      method: "GET",
      url: `${API}/company/same-website?website=larkspur-sw.com`,
    });
    expect(answer.status).toBe(401);
  });
});
