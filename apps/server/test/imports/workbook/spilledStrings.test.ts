import { readdir } from "node:fs/promises";
import os from "node:os";
import { describe, expect, it } from "vitest";
import { SpilledStrings } from "../../../src/modules/imports/workbook/spilledStrings";

const spilledFolders = async () =>
  (await readdir(os.tmpdir())).filter((name) => name.startsWith("pipeline-shared-strings-"));

describe("SpilledStrings", () => {
  it("gives back every string stored, by number, in any order, across its read window", () => {
    const strings = new SpilledStrings();
    try {
      const texts = Array.from({ length: 20_000 }, (_, index) =>
        index % 1000 === 0 ? "" : `${index} Zoë नमस्ते 東京 ${"x".repeat(index % 300)}`,
      );
      // One string larger than the window read at a time.
      texts.push("big ".repeat(400_000));
      for (const text of texts) strings.push(text);
      expect(strings.size).toBe(texts.length);

      const order = texts.map((_, index) => (index * 7919) % texts.length);
      for (const index of order) expect(strings.get(index)).toBe(texts[index]);
      for (let index = texts.length - 1; index >= 0; index -= 1)
        expect(strings.get(index)).toBe(texts[index]);
      expect(strings.asList()[3]).toBe(texts[3]);
    } finally {
      strings.dispose();
    }
  });

  it("keeps each string apart when one ends and the next starts with half a character", () => {
    const strings = new SpilledStrings();
    try {
      for (const text of ["Acme \uD83D", "\uDE00 Zenith", "Orchid"]) strings.push(text);
      expect([strings.get(0), strings.get(1), strings.get(2)]).toEqual([
        "Acme \uFFFD",
        "\uFFFD Zenith",
        "Orchid",
      ]);
    } finally {
      strings.dispose();
    }
  });

  it("answers nothing for a number it does not hold", () => {
    const strings = new SpilledStrings();
    try {
      strings.push("Acme");
      expect([strings.get(1), strings.get(-1), strings.get(0.5), strings.asList()[7]]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(strings.get(0)).toBe("Acme");
    } finally {
      strings.dispose();
    }
  });

  it("removes its file when disposed", async () => {
    const before = await spilledFolders();
    const strings = new SpilledStrings();
    strings.push("Acme");
    expect((await spilledFolders()).length).toBe(before.length + 1);
    strings.dispose();
    strings.dispose();
    expect(await spilledFolders()).toEqual(before);
    expect(strings.get(0)).toBeUndefined();
  });
});
