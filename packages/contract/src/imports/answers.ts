// The words an import's calls answer with, and refuse with (409 for a step the import's phase does
// not allow).

export const IMPORT_MESSAGES = {
  started: "Import started.",
  checked: "The file has been checked.",
  cancelled: "Import cancelled.",
  undone: "Import undone.",
  notWaiting: "This import is not waiting for confirmation.",
  notEnded: "This import has not ended yet.",
  undoneAlready: "This import was undone already.",
  undoOver: "Undo is no longer offered for this import.",
  nothingToUndo: "This import changed nothing to undo.",
} as const;

/** Undo's message, naming the records it left alone because a person changed them since. */
export function undoneMessage(kept: number): string {
  if (kept === 0) return IMPORT_MESSAGES.undone;
  return kept === 1
    ? "Import undone; 1 record changed since was left as it is."
    : `Import undone; ${kept} records changed since were left as they are.`;
}
