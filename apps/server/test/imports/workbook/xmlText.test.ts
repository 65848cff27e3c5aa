import { describe, expect, it } from "vitest";
import { createXmlTextGuard } from "../../../src/modules/imports/workbook/xmlText";

// The guard sees an XML part's text as it streams by; a parser would hold each text or tag whole.

function feed(maxCellChars: number, ...chunks: string[]): void {
  const guard = createXmlTextGuard(maxCellChars);
  for (const chunk of chunks) guard(chunk);
}

/** The text in pieces of `size` characters. */
function pieces(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}

const LIMIT = 10; // a text may then run to 10 * 8 + 4096 characters
const LONG = "x".repeat(10 * 8 + 4096 + 1);

describe("the XML text guard", () => {
  it("lets through cells up to the limit, however the chunks fall", () => {
    const cell = `<c r="A1" t="inlineStr"><is><t>${"x".repeat(4000)}</t></is></c>`;
    expect(() => feed(LIMIT, cell.repeat(50))).not.toThrow();
    expect(() => feed(LIMIT, ...pieces(cell.repeat(5), 7))).not.toThrow();
  });

  it("stops a text too long for any cell, also one split by comments or written as CDATA", () => {
    expect(() => feed(LIMIT, `<t>${LONG}`)).toThrow("A cell holds more than 10 characters");
    const commented = `<t>${pieces(LONG, 100).join("<!-- -->")}`;
    expect(() => feed(LIMIT, commented)).toThrow("A cell holds more than 10 characters");
    expect(() => feed(LIMIT, "<t><![CDATA[", LONG, "]]></t>")).toThrow(
      "A cell holds more than 10 characters",
    );
  });

  it("stops a tag, comment or instruction that runs on for more than a megabyte", () => {
    const huge = "y".repeat(1024 * 1024 + 1);
    // A ">" inside quotes does not end the tag.
    expect(() => feed(LIMIT, `<c r="${huge.replace(/y{100}/g, (run) => `${run}>`)}">`)).toThrow(
      "The file is not a readable Excel workbook.",
    );
    expect(() => feed(LIMIT, `<!-- ${huge.replace(/y{100}/g, (run) => `${run}<a>`)} -->`)).toThrow(
      "The file is not a readable Excel workbook.",
    );
    expect(() => feed(LIMIT, `<?pi ${huge} ?>`)).toThrow("The file is not a readable Excel workbook.");
  });
});
