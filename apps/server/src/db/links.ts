import { sql } from "drizzle-orm";
import type { Database } from "./database";

/** A table of ordered links: its owner and linked columns (its primary key) and a `position`. */
export type LinkTable = { table: string; owner: string; linked: string };

/** Owners per statement: three parameters a link keeps each statement well under PostgreSQL's limit. */
const OWNERS_PER_STATEMENT = 500;

/**
 * Sets the links of each owner to its list, in order: the links no longer listed are removed, the
 * new ones added, and a kept one only moved when its position changed. A link that stays as it was
 * is not written at all, so the audit trail records what changed and nothing else.
 */
export async function syncLinks(
  tx: Database,
  spec: LinkTable,
  links: ReadonlyArray<{ id: number; ids: readonly number[] }>,
): Promise<void> {
  const table = sql.identifier(spec.table);
  const owner = sql.identifier(spec.owner);
  const linked = sql.identifier(spec.linked);
  for (let start = 0; start < links.length; start += OWNERS_PER_STATEMENT) {
    const chunk = links.slice(start, start + OWNERS_PER_STATEMENT);
    const owners = sql.join(
      chunk.map((link) => sql`${link.id}::integer`),
      sql`, `,
    );
    const wanted = chunk.flatMap((link) =>
      [...new Set(link.ids)].map(
        (id, position) => sql`(${link.id}::integer, ${id}::integer, ${position}::integer)`,
      ),
    );
    if (wanted.length === 0) {
      await tx.execute(sql`delete from ${table} where ${owner} in (${owners})`);
      continue;
    }
    const values = sql.join(wanted, sql`, `);
    await tx.execute(sql`
      delete from ${table} as t where t.${owner} in (${owners})
        and not exists (select 1 from (values ${values}) as v(o, l, p) where v.o = t.${owner} and v.l = t.${linked})`);
    await tx.execute(sql`
      insert into ${table} (${owner}, ${linked}, position)
      select o, l, p from (values ${values}) as v(o, l, p)
      on conflict (${owner}, ${linked}) do update set position = excluded.position
        where ${table}.position is distinct from excluded.position`);
  }
}

export const COMPANY_LOCATIONS: LinkTable = {
  table: "company_locations",
  owner: "company_id",
  linked: "location_id",
};
export const COMPANY_TYPES: LinkTable = {
  table: "company_company_types",
  owner: "company_id",
  linked: "company_type_id",
};
export const MEMBER_DESIGNATIONS: LinkTable = {
  table: "member_designations",
  owner: "member_id",
  linked: "designation_id",
};
