import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ExcelImportDetail, Id, ImportPreview, Lookup, User } from "@pipeline/contract";
import { excelImports, users } from "../../src/db/schema";
import { lookupInput } from "../db/fixtures";
import { SETUP_TIMEOUT_MS } from "../db/testDatabase";
import { ADMIN, injectedApp } from "./injectApp";

// Answers are written through their route's response schema, an allow-list: what storage hands a
// route beyond the fields the schema names (a password hash, a column added later) never leaves.

const API = "/api/v1";

const server = injectedApp();
let token: string;
let adminId: Id;
let passwordHash: string;

beforeAll(async () => {
  token = await server.adminToken();
  const [admin] = await server.database.db
    .select({ id: users.id, hash: users.passwordHash })
    .from(users)
    .where(eq(users.username, ADMIN.username));
  if (!admin?.hash) throw new Error("The seeded SUPER_ADMIN has no password.");
  adminId = admin.id;
  passwordHash = admin.hash;
}, SETUP_TIMEOUT_MS);

const get = (url: string) => server.call({ method: "GET", url: `${API}/${url}`, token });

/** Replaces a repository method for one test, as storage that hands back more than the schema names. */
function widen<R extends object, K extends keyof R>(repo: R, method: K, replacement: R[K]) {
  const original = repo[method];
  repo[method] = replacement;
  return () => {
    repo[method] = original;
  };
}

describe("response schemas are allow-lists", () => {
  it("never send a password hash, in any users answer or sign-in", async () => {
    const signIn = await server.app.inject({
      method: "POST",
      url: `${API}/erp-login/`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(server.envelope.seal({ username: ADMIN.username, password: ADMIN.password })),
    });
    expect(signIn.statusCode).toBe(200);
    const answers = [
      { status: signIn.statusCode, body: server.envelope.open(signIn.json()) },
      await get("users-viewset?show_details=true&current_user=true"),
      await get("users-viewset?short_details=true"),
      await get("users-viewset?page=1&page_size=50"),
      await get(`users-viewset/${adminId}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).toContain(`"first_name":"Super"`);
      expect(text).not.toContain(passwordHash);
      // The one word allowed: whether the directory keeps the password, which tells nothing of it.
      expect(text.replaceAll('"password_managed_by_directory":', "")).not.toMatch(/password/i);
    }
  });

  it("leave out what the repository holds beyond the contract's user: role entries, permissions, staff flag", async () => {
    const account = await server.repos.users.getById(adminId);
    expect(account).toMatchObject({ is_staff: expect.any(Boolean), role: expect.any(Array) });
    const answer = await get(`users-viewset/${adminId}`);
    expect(Object.keys(answer.body.data as User).sort()).toEqual(
      [
        "pk",
        "id",
        "username",
        "first_name",
        "middle_name",
        "last_name",
        "email",
        "country",
        "practice",
        "company",
        "is_active",
        "roles",
        "country_details",
        "practice_details",
        "company_details",
        "created",
        "modified",
        "password_managed_by_directory",
      ].sort(),
    );
  });

  it("drop a column storage adds, at the top and nested, and keep every field the contract names", async () => {
    const location = await server.repos.lookups.create("location", lookupInput("location", "Allow-list"));
    const id = await server.repos.companies.create(
      { company_name: "Allow-list Ltd", website: "https://allow.example.com", location: [location.id] },
      null,
    );
    const viewer = { userId: adminId, seesAll: true };
    const stored = await server.repos.companies.get(id, viewer);
    const read = server.repos.companies.get;
    const restore = widen(server.repos.companies, "get", async (...args) => {
      const company = await read(...args);
      return (
        company && {
          ...company,
          internal_note: "not for clients",
          location: company.location.map((entry) => ({ ...entry, password_hash: "secret" })),
        }
      );
    });
    try {
      expect(await server.repos.companies.get(id, viewer)).toHaveProperty("internal_note");
      const answer = await get(`company/${id}`);
      // Stored, with what the caller may do with its journey, which the route adds.
      expect(answer.body.data).toEqual({ ...stored, journey_access: "whole" });
    } finally {
      restore();
    }
  });

  it("drop it from every row of a paged list", async () => {
    const list = server.repos.lookups.list;
    const restore = widen(server.repos.lookups, "list", async (...args) => {
      const page = await list(...args);
      return { ...page, rows: page.rows.map((row) => ({ ...row, deleted_at: null, tenant: 7 })) };
    });
    try {
      const answer = await get("industry?page=1&page_size=3");
      const rows = answer.body.results?.data as Lookup[];
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(Object.keys(row).sort()).toEqual(
          ["id", "label", "name", "order", "is_active", "created", "modified"].sort(),
        );
      }
    } finally {
      restore();
    }
  });

  it("keep an import's preview and result whole, nested rows included, and drop what storage adds", async () => {
    const preview: ImportPreview = {
      rows_total: 3,
      total_companies: 2,
      companies_to_create: 1,
      companies_to_update: 1,
      companies_unchanged: 0,
      companies_failing: 0,
      members_to_create: 1,
      members_to_update: 0,
      members_unchanged: 0,
      members_failing: 1,
      matches: [{ row: 3, kind: "company", label: "Acme", existing_id: 7, matched_by: "website" }],
      matches_count: 1,
      failures: [{ row: 4, company_name: "Acme", reason: "Member Email: Invalid email format" }],
      failures_count: 1,
    };
    const [record] = await server.database.db
      .insert(excelImports)
      .values({
        fileName: "allow-list.xlsx",
        fileKind: "xlsx",
        storageKey: "imports/allow-list.xlsx",
        sizeBytes: 1,
        createdBy: adminId,
        phase: "previewed",
        preview,
        undoKept: [{ kind: "company", id: 7, label: "Acme" }],
      })
      .returning({ id: excelImports.id });
    const id = record?.id ?? 0;
    const detail = server.repos.excelImports.detail;
    const restore = widen(server.repos.excelImports, "detail", async (...args) => {
      const stored = await detail(...args);
      return {
        ...stored,
        storage_key: "imports/allow-list.xlsx",
        preview: stored.preview && {
          ...stored.preview,
          matches: stored.preview.matches.map((match) => ({ ...match, password_hash: "secret" })),
        },
        undo_kept: stored.undo_kept.map((kept) => ({ ...kept, tenant: 7 })),
      } as ExcelImportDetail;
    });
    try {
      const answer = await get(`excel-import/${id}/`);
      const data = answer.body.data as ExcelImportDetail;
      expect(data).toEqual(await detail(id, { userId: adminId, seesAll: true }, () => ""));
      expect(data.preview).toEqual(preview);
      expect(data.undo_kept).toEqual([{ kind: "company", id: 7, label: "Acme" }]);
    } finally {
      restore();
    }
  });
});
