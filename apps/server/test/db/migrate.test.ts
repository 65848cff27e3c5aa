import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate";
import { testDatabase } from "./testDatabase";

const database = testDatabase({ reset: false });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("migrations", () => {
  it("create every table on an empty database", async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "auth_tokens",
        "companies",
        "company_comments",
        "company_company_types",
        "company_journey_items",
        "company_locations",
        "company_members",
        "email_logs",
        "jobs",
        "journey_stages",
        "journey_tasks",
        "login_attempts",
        "journey_item_members",
        "journey_item_users",
        "lookups",
        "member_designations",
        "permissions",
        "role_permissions",
        "roles",
        "seed_marks",
        "user_companies",
        "user_countries",
        "user_journey_access",
        "user_permissions",
        "user_practices",
        "user_roles",
        "users",
      ]),
    );
  });

  it("index what the lists filter and sort on", async () => {
    const indexes = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where schemaname = 'public'`,
    );
    const names = indexes.map((row) => row.indexname);
    for (const name of [
      "lookups_kind_label_key",
      "lookups_kind_created_idx",
      "lookups_kind_order_idx",
      "users_username_key",
      "users_email_key",
      "users_name_idx",
      "company_members_name_idx",
      "member_designations_designation_idx",
      "email_logs_created_idx",
      "email_logs_delivered_idx",
      "auth_tokens_expires_idx",
      "companies_stage_board_idx",
      "companies_task_board_idx",
      "companies_confidence_board_idx",
      "companies_last_update_idx",
      "company_journey_items_company_idx",
      "user_journey_access_user_idx",
      "jobs_dedupe_key_key",
      "jobs_due_idx",
      "jobs_lease_idx",
    ]) {
      expect(names, name).toContain(name);
    }
  });

  it("apply once: running them again changes nothing", async () => {
    const before = await rows<{ count: number }>(
      sql`select cast(count(*) as integer) as count from drizzle.__drizzle_migrations`,
    );
    await migrate(database.db);
    const after = await rows<{ count: number }>(
      sql`select cast(count(*) as integer) as count from drizzle.__drizzle_migrations`,
    );
    expect(after).toEqual(before);
    expect(before[0]?.count).toBeGreaterThan(0);
  });

  it("refuse a reference-list kind or task type the product does not know", async () => {
    await expect(
      database.db.execute(sql`insert into lookups (kind, label, name) values ('planet', 'Mars', 'MARS')`),
    ).rejects.toThrow();
    await database.db.execute(sql`insert into journey_stages (id, label, display_order) values (1, 'S', 1)`);
    await expect(
      database.db.execute(
        sql`insert into journey_tasks (id, stage_id, label, name, type, display_order) values (1, 1, 'T', 't', 'FAX', 1)`,
      ),
    ).rejects.toThrow();
  });
});
