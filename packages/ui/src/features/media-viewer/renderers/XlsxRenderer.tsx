import * as ExcelNamespace from "exceljs";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { Tab, TabList, TabPanel, Tabs } from "../../../primitives/Tabs";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { ViewerLoading, ViewerMessage } from "../components/ViewerStatus";
import { useFetchedFile } from "../utils/useFetchedFile";

/** Rows and columns shown per sheet; a larger sheet says how much is left out. */
const MAX_ROWS = 500;
const MAX_COLUMNS = 50;

type Sheet = { name: string; rows: string[][]; rowCount: number; columnCount: number };

// exceljs ships CommonJS (Node) and a UMD bundle (browsers): the Workbook is on the namespace or on
// its default export, depending on how the bundler wrapped it.
type ExcelModule = typeof ExcelNamespace;
const Excel: ExcelModule =
  (ExcelNamespace as ExcelModule & { default?: ExcelModule }).default ?? (ExcelNamespace as ExcelModule);

/** Whether the bytes are an OLE2 compound file, the container of a legacy .xls (BIFF) workbook. */
function isCompoundFile(bytes: ArrayBuffer): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(8, bytes.byteLength));
  return [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => head[index] === byte);
}

/**
 * A legacy .xls workbook (Excel 97-2003, BIFF), read by SheetJS, which loads only when one is
 * opened. Each cell shows the text Excel would show (its number format applied); formulas show the
 * values saved with them.
 */
async function readLegacySheets(bytes: ArrayBuffer): Promise<Sheet[]> {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, {
    type: "array",
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    sheetRows: MAX_ROWS,
  });
  return workbook.SheetNames.map((name) => {
    const worksheet = workbook.Sheets[name];
    // With sheetRows, !ref is the part read and !fullref the whole sheet.
    const full = worksheet?.["!fullref"] ?? worksheet?.["!ref"];
    if (!worksheet || !full) return { name, rows: [], rowCount: 0, columnCount: 0 };
    const { e: end } = XLSX.utils.decode_range(full);
    const rows = XLSX.utils.sheet_to_json<string[]>(worksheet, {
      header: 1,
      raw: false,
      defval: "",
      blankrows: true,
      range: {
        s: { r: 0, c: 0 },
        e: { r: Math.min(end.r, MAX_ROWS - 1), c: Math.min(end.c, MAX_COLUMNS - 1) },
      },
    });
    return { name, rows: rows.map((row) => row.map(String)), rowCount: end.r + 1, columnCount: end.c + 1 };
  });
}

async function readSheets(bytes: ArrayBuffer): Promise<Sheet[]> {
  if (isCompoundFile(bytes)) return readLegacySheets(bytes);
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets.map((worksheet) => {
    const rowCount = worksheet.rowCount;
    const columnCount = worksheet.columnCount;
    const rows: string[][] = [];
    for (let r = 1; r <= Math.min(rowCount, MAX_ROWS); r += 1) {
      const row = worksheet.getRow(r);
      const cells: string[] = [];
      for (let c = 1; c <= Math.min(columnCount, MAX_COLUMNS); c += 1) cells.push(row.getCell(c).text ?? "");
      rows.push(cells);
    }
    return { name: worksheet.name, rows, rowCount, columnCount };
  });
}

const StyledSheet = styled.div`
  overflow: auto;
  max-height: 70vh;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledTable = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
    text-align: start;
  }

  th {
    color: ${({ theme }) => theme.color.textMuted};
    background: ${({ theme }) => theme.color.surfaceSunken};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The column letters of a sheet: A, B, ... Z, AA, AB ... */
function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An Excel workbook (.xlsx, or a legacy .xls) as tables, one tab per sheet. */
export function XlsxRenderer({ url, title }: { url: string; title: string }) {
  const file = useFetchedFile(url, "arrayBuffer");
  const [sheets, setSheets] = useState<Sheet[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (file.state !== "ready") return;
    let current = true;
    readSheets(file.value)
      .then((read) => current && setSheets(read))
      .catch((error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : "The workbook could not be read.");
      });
    return () => {
      current = false;
    };
  }, [file]);

  if (file.state === "error")
    return <ViewerMessage title="The file could not be shown" message={file.message} />;
  if (failure) return <ViewerMessage title="The workbook could not be shown" message={failure} />;
  if (!sheets) return <ViewerLoading />;
  if (sheets.length === 0) return <ViewerMessage title="The workbook has no sheets" />;
  return (
    <Tabs defaultValue={sheets[0]?.name ?? ""}>
      <TabList label={`Sheets of ${title}`}>
        {sheets.map((sheet) => (
          <Tab key={sheet.name} value={sheet.name}>
            {sheet.name}
          </Tab>
        ))}
      </TabList>
      {sheets.map((sheet) => (
        <TabPanel key={sheet.name} value={sheet.name}>
          <StyledSheet tabIndex={0} role="region" aria-label={sheet.name}>
            <StyledTable>
              <thead>
                <tr>
                  <th scope="col">
                    <VisuallyHidden>Row</VisuallyHidden>
                  </th>
                  {(sheet.rows[0] ?? []).map((_, column) => (
                    <th key={column} scope="col">
                      {columnName(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.rows.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{index + 1}</th>
                    {row.map((cell, column) => (
                      <td key={column}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledSheet>
          {sheet.rowCount > MAX_ROWS || sheet.columnCount > MAX_COLUMNS ? (
            <StyledNote>{`Showing the first ${MAX_ROWS} rows and ${MAX_COLUMNS} columns; download the file for the rest.`}</StyledNote>
          ) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
