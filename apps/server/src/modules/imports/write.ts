import { sql } from "drizzle-orm";
import { asStored, failedRows, type Id, type SheetCompanyPlan } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { COMPANY_LOCATIONS, COMPANY_TYPES, MEMBER_DESIGNATIONS, syncLinks } from "../../db/links";
import { rowsOf } from "../../db/rows";
import { excelImportFailures, userCompanies } from "../../db/schema";
import {
  type ColumnSpec,
  COMPANY_FIELDS,
  COMPANY_ID,
  type Field,
  MEMBER_FIELDS,
  storedColumns,
} from "./columns";
import { jsonCells } from "./sheet";
import type { Importer } from "./types";

// One batch of planned companies written in the caller's transaction, a statement per kind of
// write rather than per row: the companies and members it creates (ids taken from their sequences
// first, so that each row's links need no read-back), the updates grouped by the columns they
// change, the links, the importer's assignments, the undo journal and the failed rows.

export type Changed = { id: Id; columns: Map<string, { spec: ColumnSpec; value: unknown }> };
type Journal = {
  entity: "company" | "member";
  id: Id;
  action: "created" | "updated";
  earlier: unknown;
  row: number;
};

const SMALLINT_MAX = 32767;

/**
 * The next `count` ids of the table's sequence, in order. The sequence is looked up once (OFFSET 0
 * keeps the subquery from being folded into the outer one, which would look it up for every id).
 */
async function nextIds(tx: Database, table: "companies" | "company_members", count: number): Promise<Id[]> {
  if (count === 0) return [];
  const rows = await rowsOf<{ id: number | string }>(
    tx,
    sql`select cast(nextval(s.seq) as integer) as id
      from (select cast(pg_get_serial_sequence(${table}, 'id') as regclass) as seq offset 0) as s
      cross join generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

const cast = (value: unknown, type: ColumnSpec["type"]) => sql`cast(${value} as ${sql.raw(type)})`;

/**
 * Multi-row INSERT of plain rows, handed over as one JSON parameter that PostgreSQL spreads into
 * the table's row type: a parameter per value would cost more to bind than the insert itself.
 */
async function insertRows(
  tx: Database,
  table: string,
  specs: ColumnSpec[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const objects = rows.map((row) =>
    Object.fromEntries(specs.map((spec, index) => [spec.column, row[index]])),
  );
  const columns = sql.join(
    specs.map((spec) => sql.identifier(spec.column)),
    sql`, `,
  );
  const target = sql.identifier(table);
  await tx.execute(sql`insert into ${target} (${columns})
    select ${columns} from json_populate_recordset(null::${target}, cast(${JSON.stringify(objects)} as json))`);
}

/** Updates grouped by the columns they change, one statement a group; `modified` set on each. */
export async function updateRows(tx: Database, table: string, rows: Changed[]): Promise<void> {
  type Group = { specs: ColumnSpec[]; rows: Array<{ id: Id; values: unknown[] }> };
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const columns = [...row.columns].sort(([a], [b]) => a.localeCompare(b));
    const signature = columns.map(([name]) => name).join(",");
    let group = groups.get(signature);
    if (!group)
      groups.set(signature, (group = { specs: columns.map(([, column]) => column.spec), rows: [] }));
    group.rows.push({ id: row.id, values: columns.map(([, column]) => column.value) });
  }
  const target = sql.identifier(table);
  for (const { specs, rows: group } of groups.values()) {
    if (specs.length === 0) {
      const ids = sql.join(
        group.map((row) => sql`${row.id}`),
        sql`, `,
      );
      await tx.execute(sql`update ${target} set modified = now() where id in (${ids})`);
      continue;
    }
    const sets = sql.join(
      specs.map((spec) => sql`${sql.identifier(spec.column)} = v.${sql.identifier(spec.column)}`),
      sql`, `,
    );
    const values = sql.join(
      group.map(
        (row) =>
          sql`(${sql.join(
            [cast(row.id, "integer"), ...specs.map((spec, index) => cast(row.values[index], spec.type))],
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    const alias = sql.join([sql`id`, ...specs.map((spec) => sql.identifier(spec.column))], sql`, `);
    await tx.execute(
      sql`update ${target} as t set ${sets}, modified = now()
        from (values ${values}) as v(${alias}) where t.id = v.id`,
    );
  }
}

const LINK_TABLES = {
  location: COMPANY_LOCATIONS,
  company_type: COMPANY_TYPES,
  cmd: MEMBER_DESIGNATIONS,
} as const;

type LinkKind = keyof typeof LINK_TABLES;

/** Adds the links of records that have none yet (their lists in order). */
async function insertLinks(tx: Database, links: Array<{ id: Id; ids: readonly Id[] }>, kind: LinkKind) {
  const { table, owner, linked } = LINK_TABLES[kind];
  await insertRows(
    tx,
    table,
    [
      { column: owner, type: "integer" },
      { column: linked, type: "integer" },
      { column: "position", type: "integer" },
    ],
    links.flatMap((link) => [...new Set(link.ids)].map((id, position) => [link.id, id, position])),
  );
}

/** Sets the links of the records given (their lists in order), writing only what changed. */
export async function replaceLinks(
  tx: Database,
  links: Array<{ id: Id; ids: readonly Id[] }>,
  kind: LinkKind,
): Promise<void> {
  await syncLinks(tx, LINK_TABLES[kind], links);
}

const specsOf = (fields: Partial<Record<string, Field>>) =>
  Object.entries(fields).flatMap(([name, spec]) => (spec && name !== "company_id" ? [{ name, spec }] : []));
const COMPANY_SPECS = specsOf(COMPANY_FIELDS);
const MEMBER_SPECS = specsOf(MEMBER_FIELDS);

/** The items paired with the ids taken for them. */
function withIds<Item>(items: readonly Item[], ids: readonly Id[]): Array<[Item, Id]> {
  if (ids.length !== items.length) throw new Error(`${ids.length} ids were taken for ${items.length} rows.`);
  return items.map((item, index) => [item, ids[index] as Id]);
}

/**
 * Writes a batch of planned companies, what Undo needs to take them back, and the rows that failed.
 * Answers the plans as written (the contract's asStored): an update that stores nothing new (its
 * fields are stored already the form's way) becomes a company update with no changes or an
 * unchanged member, so that the tally counts it unchanged, as the journal (which has no entry for
 * it) leaves it.
 */
export async function writeBatch(
  tx: Database,
  importId: number,
  importer: Importer,
  planned: readonly SheetCompanyPlan[],
): Promise<SheetCompanyPlan[]> {
  const plans = planned.map(asStored);
  const journal: Journal[] = [];
  // The links of the records created (none to replace) and of those updated.
  const added: Record<LinkKind, Array<{ id: Id; ids: readonly Id[] }>> = {
    location: [],
    company_type: [],
    cmd: [],
  };
  const replaced: Record<LinkKind, Array<{ id: Id; ids: readonly Id[] }>> = {
    location: [],
    company_type: [],
    cmd: [],
  };

  // Companies.
  const creates = plans.filter((plan) => plan.company.action === "create");
  const companyIds = await nextIds(tx, "companies", creates.length);
  const companyOf = new Map<SheetCompanyPlan, Id>();
  const companyRows: unknown[][] = [];
  for (const [plan, id] of withIds(creates, companyIds)) {
    if (plan.company.action !== "create") continue;
    const values = plan.company.values as Record<string, unknown>;
    companyOf.set(plan, id);
    companyRows.push([
      id,
      importer.userId,
      ...COMPANY_SPECS.map(({ name, spec }) => spec.store(values[name])),
    ]);
    added.location.push({ id, ids: plan.company.values.location });
    added.company_type.push({ id, ids: plan.company.values.company_type });
    journal.push({ entity: "company", id, action: "created", earlier: null, row: plan.row ?? 0 });
  }
  await insertRows(
    tx,
    "companies",
    [
      { column: "id", type: "integer" },
      { column: "created_by", type: "integer" },
      ...COMPANY_SPECS.map(({ spec }) => spec),
    ],
    companyRows,
  );
  if (!importer.seesAll && companyIds.length > 0) {
    const [last] = await rowsOf<{ next: number | string }>(
      tx,
      sql`select coalesce(max(${userCompanies.position}) + 1, 0) as next
        from ${userCompanies} where ${userCompanies.userId} = ${importer.userId}`,
    );
    const first = Number(last?.next ?? 0);
    // New companies: no assignment to them exists yet.
    await insertRows(
      tx,
      "user_companies",
      [
        { column: "user_id", type: "integer" },
        { column: "company_id", type: "integer" },
        { column: "position", type: "integer" },
      ],
      companyIds.map((companyId, index) => [
        importer.userId,
        companyId,
        Math.min(first + index, SMALLINT_MAX),
      ]),
    );
  }

  const companyUpdates: Changed[] = [];
  for (const plan of plans) {
    if (plan.company.action !== "update") continue;
    companyOf.set(plan, plan.company.id);
    const { changes, earlier } = plan.company;
    if (Object.keys(changes).length === 0) continue;
    const stored = storedColumns("company", changes, earlier);
    companyUpdates.push({ id: plan.company.id, columns: stored.columns });
    for (const [name, ids] of stored.links) replaced[name as LinkKind].push({ id: plan.company.id, ids });
    journal.push({ entity: "company", id: plan.company.id, action: "updated", earlier, row: plan.row ?? 0 });
  }
  await updateRows(tx, "companies", companyUpdates);

  // Members.
  const memberCreates: Array<{ companyId: Id; row: number; values: Record<string, unknown>; cmd: Id[] }> = [];
  const memberUpdates: Changed[] = [];
  for (const plan of plans) {
    const companyId = companyOf.get(plan);
    if (companyId === undefined) continue;
    for (const member of plan.members) {
      if (member.action === "create") {
        memberCreates.push({ companyId, row: member.row, values: member.values, cmd: member.values.cmd });
      } else if (member.action === "update") {
        const stored = storedColumns("member", member.changes, member.earlier);
        const earlier: Record<string, unknown> = { ...member.earlier };
        if (member.joinsCompany) {
          stored.columns.set("company_id", { spec: COMPANY_ID, value: companyId });
          earlier.company_id = null;
        }
        memberUpdates.push({ id: member.id, columns: stored.columns });
        const cmd = stored.links.get("cmd");
        if (cmd) replaced.cmd.push({ id: member.id, ids: cmd });
        journal.push({ entity: "member", id: member.id, action: "updated", earlier, row: member.row });
      }
    }
  }
  const memberIds = await nextIds(tx, "company_members", memberCreates.length);
  await insertRows(
    tx,
    "company_members",
    [
      { column: "id", type: "integer" },
      { column: "company_id", type: "integer" },
      ...MEMBER_SPECS.map(({ spec }) => spec),
    ],
    withIds(memberCreates, memberIds).map(([member, id]) => [
      id,
      member.companyId,
      ...MEMBER_SPECS.map(({ name, spec }) => spec.store(member.values[name])),
    ]),
  );
  for (const [member, id] of withIds(memberCreates, memberIds)) {
    added.cmd.push({ id, ids: member.cmd });
    journal.push({ entity: "member", id, action: "created", earlier: null, row: member.row });
  }
  await updateRows(tx, "company_members", memberUpdates);

  for (const kind of Object.keys(LINK_TABLES) as LinkKind[]) {
    await insertLinks(tx, added[kind], kind);
    await replaceLinks(tx, replaced[kind], kind);
  }

  await writeJournal(tx, importId, journal);
  await writeFailures(tx, importId, plans);
  return plans;
}

/**
 * The journal, with each record's `modified` as the batch leaves it: the transaction's now(), which
 * every insert (the column's default) and update (set by updateRows) of the batch writes.
 */
async function writeJournal(tx: Database, importId: number, journal: readonly Journal[]): Promise<void> {
  if (journal.length === 0) return;
  const rows = journal.map((entry, ord) => ({
    ord,
    entity: entry.entity,
    record_id: entry.id,
    action: entry.action,
    earlier: entry.earlier,
    row: entry.row,
  }));
  await tx.execute(sql`
    insert into excel_import_changes (import_id, entity, record_id, action, earlier, written_modified, row)
    select ${importId}, v.entity, v.record_id, v.action, v.earlier, now(), v.row
    from json_to_recordset(cast(${JSON.stringify(rows)} as json))
      as v(ord integer, entity text, record_id integer, action text, earlier jsonb, row integer)
    order by v.ord`);
}

async function writeFailures(tx: Database, importId: number, plans: readonly SheetCompanyPlan[]) {
  const rows = plans.flatMap((plan) => {
    const byRow = new Map(plan.source.rows.map((row) => [row.row, row.cells]));
    return failedRows(plan).map(({ row, reason }) => ({
      importId,
      row,
      cells: jsonCells(byRow.get(row) ?? []),
      reason,
    }));
  });
  if (rows.length > 0) await tx.insert(excelImportFailures).values(rows).onConflictDoNothing();
}
