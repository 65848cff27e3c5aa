import type { Id } from "../entities/common";
import type { ImportKeptRecord, ImportPhase } from "../entities/imports";
import { IMPORT_MESSAGES } from "./answers";

// Undo takes an import's changes back: first its members', then its companies', each newest first.
// What it created is removed, what it updated gets its earlier fields back, unless a person changed
// the record since, it is gone, or a company it created has gathered journey items, documents,
// comments or members (those left once its own were taken back): such a record is kept and listed.

/** What undoing an import depends on. */
export type UndoFacts = {
  phase: ImportPhase;
  /** Whether the run wrote anything (its journal holds an entry). */
  wrote: boolean;
  /** Whether the undo window is still open. */
  open: boolean;
};

/** Why the import cannot be undone now (answered 409), or null when it can. */
export function undoRefusal(facts: UndoFacts): string | null {
  if (facts.phase === "undone") return IMPORT_MESSAGES.undoneAlready;
  if (facts.phase !== "ended") return IMPORT_MESSAGES.notEnded;
  if (!facts.wrote) return IMPORT_MESSAGES.nothingToUndo;
  if (!facts.open) return IMPORT_MESSAGES.undoOver;
  return null;
}

/** One entry of the import's journal, as undo finds its record now. */
export type UndoEntryFacts = {
  action: "created" | "updated";
  /** The record no longer exists. */
  gone: boolean;
  /** A person changed the record after the import wrote it. */
  changedSince: boolean;
  /** A company the import created holds what a person added (always false for members). */
  holdsWork: boolean;
};

/** What undo decided for a record: taken back, or kept as a person left it. */
export type UndoDecision = "undone" | "kept";

/**
 * What undo does with a journal entry, given what it decided for an earlier (newer) entry of the
 * same record: `skip` when the record is kept already (it is listed once), `undo` when this undo
 * took it back already (its new state is undo's own), else `keep` or `undo` by the record as it is.
 */
export function undoStep(entry: UndoEntryFacts, decided: UndoDecision | undefined): "undo" | "keep" | "skip" {
  if (decided === "kept") return "skip";
  if (decided === "undone") return "undo";
  const kept = entry.gone || entry.changedSince || (entry.action === "created" && entry.holdsWork);
  return kept ? "keep" : "undo";
}

/** A record undo kept, named as it is now (`label`), or by its id when it was removed since. */
export function keptRecord(kind: "company" | "member", id: Id, label: string | null): ImportKeptRecord {
  const removed = `${kind === "company" ? "Company" : "Member"} ${id} (removed since)`;
  return { kind, id, label: label || removed };
}
