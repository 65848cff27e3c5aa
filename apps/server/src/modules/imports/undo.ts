import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  type Id,
  IMPORT_MESSAGES,
  type ImportKeptRecord,
  keptRecord,
  type UndoDecision,
  undoRefusal,
  undoStep,
} from "@pipeline/contract";
import type { Database } from "../../db/database";
import {
  companies,
  companyComments,
  companyDocuments,
  companyJourneyItems,
  companyMembers,
  excelImportChanges,
  excelImports,
} from "../../db/schema";
import { COMPANY_FIELDS, COMPANY_LINKS, MEMBER_FIELDS, MEMBER_LINKS } from "./columns";
import { type ImportDeps, ImportConflictError } from "./types";
import { type Changed, replaceLinks, updateRows } from "./write";

// Undo by the contract's rules (undoRefusal, undoStep), a page of the journal at a time: a record
// is changed since when its `modified` is no longer the one the import left.

export const UNDO_NOT_ENDED = IMPORT_MESSAGES.notEnded;
export const UNDO_DONE_ALREADY = IMPORT_MESSAGES.undoneAlready;
export const UNDO_WINDOW_PASSED = IMPORT_MESSAGES.undoOver;
export const UNDO_NOTHING = IMPORT_MESSAGES.nothingToUndo;

const PAGE = 1000;

type Entry = {
  id: number;
  recordId: Id;
  action: "created" | "updated";
  earlier: Record<string, unknown> | null;
  gone: boolean;
  changed: boolean;
  label: string;
  companyId: Id | null;
  busy: boolean;
};

function restoreOf(
  fields: typeof COMPANY_FIELDS | typeof MEMBER_FIELDS,
  links: readonly string[],
  recordId: Id,
  earlier: Record<string, unknown>,
): { update: Changed; links: Map<string, Id[]> } {
  const columns: Changed["columns"] = new Map();
  const linked = new Map<string, Id[]>();
  for (const [name, value] of Object.entries(earlier)) {
    if (links.includes(name)) linked.set(name, (value as Id[] | null) ?? []);
    const spec = (fields as Record<string, (typeof COMPANY_FIELDS)["company_name"]>)[name];
    if (spec) columns.set(name, { spec, value: spec.store(value) });
  }
  return { update: { id: recordId, columns }, links: linked };
}

async function entries(tx: Database, importId: number, entity: "company" | "member", before: number) {
  const j = excelImportChanges;
  const base = and(eq(j.importId, importId), eq(j.entity, entity), lt(j.id, before));
  // The journal's entry, and whether its record is gone or was changed after the import wrote it.
  const entry = (record: typeof companies | typeof companyMembers) => ({
    id: j.id,
    recordId: j.recordId,
    action: j.action,
    earlier: j.earlier,
    gone: sql<boolean>`${record.id} is null`,
    changed: sql<boolean>`${record.modified} is distinct from ${j.writtenModified}`,
  });
  if (entity === "member") {
    const rows = await tx
      .select({
        ...entry(companyMembers),
        label: sql<string>`coalesce(${companyMembers.firstName} || ' ' || ${companyMembers.lastName} || ' (' || ${companyMembers.email} || ')', '')`,
        companyId: companyMembers.companyId,
      })
      .from(j)
      .leftJoin(companyMembers, eq(companyMembers.id, j.recordId))
      .where(base)
      .orderBy(desc(j.id))
      .limit(PAGE);
    return rows.map((row): Entry => ({ ...row, busy: false }));
  }
  const rows = await tx
    .select({
      ...entry(companies),
      label: sql<string>`coalesce(${companies.companyName}, '')`,
      busy: sql<boolean>`(exists (select 1 from ${companyJourneyItems} where ${companyJourneyItems.companyId} = ${j.recordId})
        or exists (select 1 from ${companyDocuments} where ${companyDocuments.companyId} = ${j.recordId})
        or exists (select 1 from ${companyComments} where ${companyComments.companyId} = ${j.recordId})
        or exists (select 1 from ${companyMembers} where ${companyMembers.companyId} = ${j.recordId}))`,
    })
    .from(j)
    .leftJoin(companies, eq(companies.id, j.recordId))
    .where(base)
    .orderBy(desc(j.id))
    .limit(PAGE);
  return rows.map((row): Entry => ({ ...row, companyId: null }));
}

/**
 * Takes an ended import back (the rules above); answers the records left as they are. Throws
 * ImportConflictError when the import cannot be undone now.
 */
export async function undoImport(deps: ImportDeps, importId: number): Promise<ImportKeptRecord[]> {
  return deps.db.transaction(async (tx) => {
    const [record] = await tx
      .select({
        phase: excelImports.phase,
        open: sql<boolean>`coalesce(${excelImports.undoUntil} > now(), false)`,
        wrote: sql<boolean>`exists (select 1 from ${excelImportChanges} where ${excelImportChanges.importId} = ${importId})`,
      })
      .from(excelImports)
      .where(eq(excelImports.id, importId))
      .for("update");
    if (!record) throw new Error(`No import ${importId}.`);
    const refusal = undoRefusal(record);
    if (refusal !== null) throw new ImportConflictError(refusal);

    const kept: ImportKeptRecord[] = [];

    for (const kind of ["member", "company"] as const) {
      const fields = kind === "company" ? COMPANY_FIELDS : MEMBER_FIELDS;
      const links = kind === "company" ? COMPANY_LINKS : MEMBER_LINKS;
      const decided = new Map<Id, UndoDecision>();
      let before = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const page = await entries(tx, importId, kind, before);
        if (page.length === 0) break;
        before = page.at(-1)?.id ?? 0;
        const removals: Id[] = [];
        const updates: Changed[] = [];
        const linkWrites = new Map<string, Array<{ id: Id; ids: Id[] }>>();
        for (const entry of page) {
          const step = undoStep(
            { action: entry.action, gone: entry.gone, changedSince: entry.changed, holdsWork: entry.busy },
            decided.get(entry.recordId),
          );
          if (step === "skip") continue;
          if (step === "keep") {
            decided.set(entry.recordId, "kept");
            kept.push(keptRecord(kind, entry.recordId, entry.label));
            continue;
          }
          decided.set(entry.recordId, "undone");
          if (entry.action === "created") {
            removals.push(entry.recordId);
            continue;
          }
          const restore = restoreOf(fields, links, entry.recordId, entry.earlier ?? {});
          updates.push(restore.update);
          for (const [name, ids] of restore.links) {
            const list = linkWrites.get(name) ?? [];
            list.push({ id: entry.recordId, ids });
            linkWrites.set(name, list);
          }
        }
        const table = kind === "company" ? "companies" : "company_members";
        // Updates of a record removed further down the same page need not run.
        const removed = new Set(removals);
        await updateRows(
          tx,
          table,
          updates.filter((update) => !removed.has(update.id)),
        );
        for (const [name, list] of linkWrites) {
          await replaceLinks(
            tx,
            list.filter((link) => !removed.has(link.id)),
            name as "location" | "company_type" | "cmd",
          );
        }
        if (removals.length > 0) {
          if (kind === "company") await tx.delete(companies).where(inArray(companies.id, removals));
          else await tx.delete(companyMembers).where(inArray(companyMembers.id, removals));
        }
        if (page.length < PAGE) break;
      }
    }

    await tx
      .update(excelImports)
      .set({
        phase: "undone",
        undone: sql`now()`,
        undoUntil: null,
        undoKept: kept,
        modified: sql`now()`,
      })
      .where(eq(excelImports.id, importId));
    return kept;
  });
}
