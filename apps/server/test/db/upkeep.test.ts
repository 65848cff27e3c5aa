import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { openDatabase } from "../../src/db/openDatabase";
import { rowsOf } from "../../src/db/rows";
import { tidyTables } from "../../src/db/upkeep";
import { opened } from "../support/opened";

// The embedded database has no autovacuum: tidyTables does its work. Once an import's worth of
// companies is written, the list's search goes through its trigram indexes rather than reading
// every company, as PostgreSQL would plan it once autovacuum had run.

const database = opened(async () => {
  const db = await openDatabase({ dataDir: "", databaseUrl: null }, { inMemory: true });
  await migrate(db);
  return db;
});

const SEARCH = sql`select id from companies where company_name ilike '%Vireo 42%' or website ilike '%Vireo 42%'`;

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  const rows = await rowsOf<{ "QUERY PLAN": string }>(database.db, sql`explain ${query}`);
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

describe("the embedded database's upkeep", { timeout: 60_000 }, () => {
  it("vacuums and analyzes the tables an import filled, then the search uses its trigram indexes", async () => {
    await database.db.execute(sql`insert into companies (company_name, website)
      select 'Vireo ' || i || ' Labs', 'https://vireo' || i || '.example.com' from generate_series(1, 5000) as i`);

    const tidied = await tidyTables(database.db);

    expect(tidied).toContain("public.companies");
    const [stats] = await rowsOf<{ analyzed: boolean; vacuumed: boolean }>(
      database.db,
      sql`select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
        from pg_stat_user_tables where relname = 'companies'`,
    );
    expect(stats).toEqual({ analyzed: true, vacuumed: true });
    const plan = await planOf(SEARCH);
    expect(plan).toContain("companies_name_trgm_idx");
    expect(plan).toContain("companies_website_trgm_idx");
    expect(plan).not.toMatch(/Seq Scan on companies/);
    const found = await rowsOf<{ id: number }>(database.db, SEARCH);
    expect(found).toHaveLength(1 + 10 + 100); // Vireo 42, 420-429, 4200-4299
  });

  it("leaves alone the tables nothing changed since", async () => {
    expect(await tidyTables(database.db)).toEqual([]);
  });
});
