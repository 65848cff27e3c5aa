import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES, keptRecord, undoneMessage, undoRefusal, undoStep } from "../../src";

// Undo (admin-portal 2.5's Import History, as the design gives it: `POST excel-import/{id}/undo/`)
// takes back what an ended import wrote, once, within its window; what a person changed since is
// left as it is and listed.

const entry = { action: "updated", gone: false, changedSince: false, holdsWork: false } as const;

describe("undoing an import", () => {
  it("is refused while the import runs, once it is undone, when it wrote nothing, and after its window", () => {
    expect(undoRefusal({ phase: "running", wrote: true, open: true })).toBe("This import has not ended yet.");
    expect(undoRefusal({ phase: "previewed", wrote: false, open: false })).toBe(IMPORT_MESSAGES.notEnded);
    expect(undoRefusal({ phase: "undone", wrote: true, open: false })).toBe(
      "This import was undone already.",
    );
    expect(undoRefusal({ phase: "ended", wrote: false, open: false })).toBe(
      "This import changed nothing to undo.",
    );
    expect(undoRefusal({ phase: "ended", wrote: true, open: false })).toBe(
      "Undo is no longer offered for this import.",
    );
    expect(undoRefusal({ phase: "ended", wrote: true, open: true })).toBeNull();
  });

  it("keeps a record a person changed since, or that is gone, and a created company holding their work", () => {
    expect(undoStep(entry, undefined)).toBe("undo");
    expect(undoStep({ ...entry, changedSince: true }, undefined)).toBe("keep");
    expect(undoStep({ ...entry, gone: true }, undefined)).toBe("keep");
    expect(undoStep({ ...entry, action: "created", holdsWork: true }, undefined)).toBe("keep");
    // An updated company goes back to its earlier fields whatever it holds.
    expect(undoStep({ ...entry, holdsWork: true }, undefined)).toBe("undo");
  });

  it("lists a kept record once, and goes on taking back a record it has taken back already", () => {
    expect(undoStep({ ...entry, changedSince: true }, "kept")).toBe("skip");
    expect(undoStep(entry, "kept")).toBe("skip");
    // Restoring a newer change stamps the record anew: that is undo's change, not a person's.
    expect(undoStep({ ...entry, action: "created", changedSince: true }, "undone")).toBe("undo");
  });

  it("names a kept record as it is now, or by its id when it was removed since", () => {
    expect(keptRecord("company", 12, "Acme Pay")).toEqual({ kind: "company", id: 12, label: "Acme Pay" });
    expect(keptRecord("member", 40, null)).toEqual({
      kind: "member",
      id: 40,
      label: "Member 40 (removed since)",
    });
    expect(keptRecord("company", 12, "")).toMatchObject({ label: "Company 12 (removed since)" });
  });

  it("says how many records it left as they are", () => {
    expect(undoneMessage(0)).toBe("Import undone.");
    expect(undoneMessage(1)).toBe("Import undone; 1 record changed since was left as it is.");
    expect(undoneMessage(3)).toBe("Import undone; 3 records changed since were left as they are.");
  });
});
