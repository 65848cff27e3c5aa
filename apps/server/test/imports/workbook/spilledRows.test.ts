import { readdir } from "node:fs/promises";
import os from "node:os";
import type { ImportCell, SheetRow } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { SpilledRows } from "../../../src/modules/imports/workbook/spilledRows";

const spilledFolders = async () =>
  (await readdir(os.tmpdir())).filter((name) => name.startsWith("pipeline-sheet-rows-"));

describe("SpilledRows", () => {
  it("gives back every row stored, in order, with its cells as they were, across its chunks", () => {
    const rows = new SpilledRows();
    try {
      const kinds = (index: number): ImportCell[] => [
        `Company ${index} Zoë नमस्ते 東京`,
        index,
        index + 0.25,
        index % 2 === 0,
        new Date(Date.UTC(2020, 0, 1 + (index % 365))),
        null,
        { problem: "The formula has no saved value" },
        { problem: "The cell holds the error #N/A", error: "#N/A" } as ImportCell,
        "x".repeat(index % 500),
      ];
      const written: SheetRow[] = Array.from({ length: 6_000 }, (_, index) => ({
        row: index + 2,
        cells: kinds(index),
      }));
      // Rows larger than a chunk: 64 cells of Excel's longest text.
      written.splice(10, 0, { row: 1, cells: Array.from({ length: 64 }, () => "y".repeat(32_767)) });
      written.push({
        row: 1_048_576,
        cells: Array.from({ length: 64 }, (_, index) => `${index}`.repeat(20_000)),
      });
      for (const row of written) rows.push(row);
      expect(rows.size).toBe(written.length);

      const read = [...rows.rows()];
      expect(read).toHaveLength(written.length);
      for (let index = 0; index < written.length; index += 1) expect(read[index]).toEqual(written[index]);
      expect(read[13]?.cells[4]).toBeInstanceOf(Date);
      // A second reading gives the same rows again.
      expect([...rows.rows()].map((row) => row.row)).toEqual(written.map((row) => row.row));
    } finally {
      rows.dispose();
    }
  });

  it("gives back nothing when nothing was stored, and removes its file when disposed", async () => {
    const before = await spilledFolders();
    const rows = new SpilledRows();
    expect((await spilledFolders()).length).toBe(before.length + 1);
    expect([...rows.rows()]).toEqual([]);
    rows.dispose();
    rows.dispose();
    expect(await spilledFolders()).toEqual(before);
  });
});
