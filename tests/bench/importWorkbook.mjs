// Excel workbooks of companies as people import them, and the calls the import dialog makes: shared by
// the import benchmark (imports.mjs) and the load benchmark (load.mjs), which seeds through them.
import { openAsBlob } from "node:fs";
import path from "node:path";
import { lettersOf } from "../support/names.mjs";
import { caller } from "./serverProcess.mjs";

const ExcelJS = (await import("exceljs")).default;
const { IMPORT_COLUMNS } = await import("@pipeline/contract");

const POLL_MS = 100;
/** An import still running after this has failed: the benchmark stops. */
const IMPORT_LIMIT_MS = 3_600_000;

export const LOCATIONS = ["India", "United Kingdom", "Singapore", "United States", "Germany"];
const INDUSTRIES = ["Software", "Fintech", "Healthcare", "Education", "E-commerce", "Manufacturing"];
const TYPES = ["Private Limited", "Public Limited", "Limited Liability Partnership"];
export const DESIGNATIONS = ["Founder", "CEO", "CTO", "CFO"];

/**
 * Writes `rows` data rows, two per company (the last company has one when `rows` is odd), with the
 * columns `headers` names, their text in shared strings.
 */
export async function writeWorkbook(file, headers, rows, row) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: true,
    zip: { zlib: { level: 9 } },
  });
  const sheet = workbook.addWorksheet("Companies");
  sheet.addRow(headers).commit();
  for (let written = 0; written < rows; written += 1) {
    const values = row(Math.floor(written / 2), written % 2);
    sheet.addRow(headers.map((header) => values[header] ?? null)).commit();
  }
  await workbook.commit();
}

export function companyCells(index) {
  const domain = `company${index}.example.com`;
  return {
    "Company Name": `Company ${index} Private Limited`,
    Website: `https://www.${domain}`,
    "Company Email": `hello@${domain}`,
    "Contact Number": `+91 98${String(index).padStart(8, "0")}`,
    Locations: `${LOCATIONS[index % LOCATIONS.length]}; ${LOCATIONS[(index + 1) % LOCATIONS.length]}`,
    "Foundation Year": 1990 + (index % 35),
    FTE: 10 + (index % 5000),
    Revenue: 100_000 + index,
    Currency: "INR",
    "Promoter Holding": "62%",
    Industry: INDUSTRIES[index % INDUSTRIES.length],
    Street: `${index} Market Road`,
    City: "Pune",
    State: "Maharashtra",
    Country: "India",
    Practice: "Technology",
    "Company Types": TYPES[index % TYPES.length],
    "Confidence Level": "Medium",
    "Business Description": `Company ${index} makes software for small manufacturers.`,
    "Pitch Line": `Working capital for company ${index}'s customers`,
  };
}

export function memberCells(index, member) {
  const first = member === 0 ? "Asha" : "Ravi";
  return {
    "Member First Name": first,
    "Member Last Name": `R${lettersOf(index)}`,
    "Member Email": `${first.toLowerCase()}@company${index}.example.com`,
    "Member LinkedIn Profile": `https://www.linkedin.com/in/${first.toLowerCase()}-${index}`,
    "Member Designations": DESIGNATIONS[(index + member) % DESIGNATIONS.length],
  };
}

/** A workbook of every import column: `companies` companies with two members each, a row per member. */
export async function writeCompanyWorkbook(file, companies) {
  const headers = IMPORT_COLUMNS.map((column) => column.header);
  await writeWorkbook(file, headers, companies * 2, (index, member) => ({
    ...(member === 0 ? companyCells(index) : {}),
    ...memberCells(index, member),
  }));
}

/**
 * The import dialog's calls on the server at `base` (sealed with `envelope`), as `token`'s user:
 * `upload` a workbook (with a preview or not), `waitForEnd` of an import, `confirm` a preview.
 */
export function importCalls(base, envelope, token) {
  const call = caller(base, envelope);
  const upload = async (file, preview) => {
    const form = new FormData();
    form.append("payload", envelope.sealText(JSON.stringify({})));
    form.append(
      "file",
      await openAsBlob(file, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }),
      path.basename(file),
    );
    const url = new URL(`company/import_company_data_from_excel/${preview ? "?preview=true" : ""}`, base);
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization: `Token ${token}` },
      body: form,
    });
    const answer = envelope.open(await response.json());
    if (!response.ok) throw new Error(`import upload: ${response.status} ${answer.message}`);
    return answer.data;
  };
  const waitForEnd = async (id) => {
    const started = performance.now();
    for (;;) {
      const { data } = await call("GET", `excel-import/${id}/`, { token });
      if (data.phase === "ended") return data;
      if (performance.now() - started > IMPORT_LIMIT_MS) throw new Error(`Import ${id} did not end.`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  const confirm = async (id) => (await call("POST", `excel-import/${id}/confirm/`, { token, body: {} })).data;
  return { upload, waitForEnd, confirm };
}
