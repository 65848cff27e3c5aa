import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { IMPORT_COLUMNS, IMPORT_SHEET_NAME } from "@pipeline/contract";
import * as XLSX from "@e965/xlsx";

// The legacy .xls the reader is tested on, as Excel 97-2003 saves it (BIFF8). The file is kept in
// test/fixtures/imports; to make it again:
//   npx tsx --conditions=@pipeline/source apps/server/test/imports/workbook/legacyFixture.ts

export const LEGACY_FIXTURE = fileURLToPath(
  new URL("../../fixtures/imports/legacy-companies.xls", import.meta.url),
);

/** Two companies, three members: every column of the layout filled on the first row. */
export const LEGACY_ROWS: (string | number | boolean | null)[][] = [
  IMPORT_COLUMNS.map((column) => column.header),
  [
    "Acme Analytics",
    "https://www.acme-analytics.example",
    "hello@acme-analytics.example",
    "+91 98765 43210",
    "India; Singapore",
    2012,
    250,
    1500000.5,
    "INR",
    "62%",
    "Software",
    "12 MG Road",
    "Bengaluru",
    "Karnataka",
    "India",
    "Retail",
    "Private; Startup",
    "High",
    "Data analytics for retail chains.",
    "Your stores' data, turned into weekly decisions.",
    "Asha",
    "Devi",
    "Rao",
    "asha.rao@acme-analytics.example",
    "+91 98450 12345",
    "https://www.linkedin.com/in/asha-rao",
    "CEO; Founder",
    "Yes",
  ],
  [
    ...IMPORT_COLUMNS.slice(0, 20).map(() => null),
    "Ravi",
    null,
    "Iyer",
    "ravi.iyer@acme-analytics.example",
    null,
    "https://www.linkedin.com/in/ravi-iyer",
    "CTO",
    false,
  ],
  [
    "Zenith Café",
    null,
    null,
    null,
    "France",
    ...IMPORT_COLUMNS.slice(5, 20).map(() => null),
    "Élodie",
    null,
    "Müller",
    "elodie@zenith.example",
    null,
    "https://www.linkedin.com/in/elodie",
    "CFO",
    null,
  ],
];

export function legacyWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([["Read me first"]]), "Notes");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(LEGACY_ROWS), IMPORT_SHEET_NAME);
  return XLSX.write(book, { type: "buffer", bookType: "biff8" }) as Buffer;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(LEGACY_FIXTURE, legacyWorkbook());
}
