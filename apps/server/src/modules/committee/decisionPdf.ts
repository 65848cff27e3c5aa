import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { type CallNotes, type DecisionRecord, journeyFieldLabel, type Summary } from "@pipeline/contract";
import { istTime } from "../meetings";

// The decision record as a PDF made on the server (`GET decision/{id}/pdf`): an A4 document of what
// the committee saw and decided, written with pdfkit. Text wraps to the page's width and flows onto
// new pages; each page carries the record's name and its page number at the foot.
// The text is set in Noto Sans, embedded (pdfkit keeps only the glyphs used): names, comments and
// figures in any Latin, Greek or Cyrillic script, Devanagari, and currency signs such as the rupee's
// print as written. SHA-256 digests, hexadecimal digits only, are set in pdfkit's standard Courier.

type Doc = InstanceType<typeof PDFDocument>;

const fontRequire = createRequire(import.meta.url);
/** The embedded faces, by the names the document gives them. */
const FACES = {
  Body: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  "Body-Bold": "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  "Body-Italic": "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
} as const;
type Face = keyof typeof FACES | "Courier";

let faceFiles: Map<string, Buffer> | undefined;
/** The font files, read once on the first PDF. */
function registerFaces(doc: Doc) {
  faceFiles ??= new Map(
    Object.entries(FACES).map(([name, file]) => [name, readFileSync(fontRequire.resolve(file))]),
  );
  for (const [name, data] of faceFiles) doc.registerFont(name, data);
}

const MARGIN = 56;
const INK = "#1f2328";
const MUTED = "#59636e";
const RULE = "#d0d7de";
/** The label column of a field, and the space between it and the value. */
const LABEL_WIDTH = 130;
const GUTTER = 12;

const when = (iso: string) => istTime(new Date(iso));
const personName = (person: { first_name: string; last_name: string } | null | undefined) =>
  person ? `${person.first_name} ${person.last_name}`.trim() || "-" : "-";

/** Bytes as people read them, with the exact count beside: "1.2 MB (1,234,567 bytes)". */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return "not on the storage";
  const exact = `${bytes.toLocaleString("en-US")} byte${bytes === 1 ? "" : "s"}`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = "";
  for (const next of units) {
    if (value < 1024) break;
    value /= 1024;
    unit = next;
  }
  return unit ? `${value.toFixed(1)} ${unit} (${exact})` : exact;
}

/** The filled fields of a record, as label and text, in the order given. */
function filled(entries: ReadonlyArray<[string, unknown]>): Array<[string, string]> {
  return entries.flatMap(([name, value]) => {
    if (value === null || value === undefined) return [];
    const text = String(value).trim();
    return text === "" ? [] : [[name, text] as [string, string]];
  });
}

function companyFields(company: DecisionRecord["company"]): Array<[string, string]> {
  const label = (ref: { label: string } | null) => ref?.label ?? null;
  const labels = (refs: ReadonlyArray<{ label: string }>) => refs.map((ref) => ref.label).join(", ");
  const address = [company.street, company.city, company.state]
    .filter((part) => part && part.trim())
    .join(", ");
  return filled([
    ["Website", company.website],
    ["E-mail", company.email],
    ["Contact number", company.contact_number],
    ["Country", label(company.country)],
    ["Locations", labels(company.location)],
    ["Address", address],
    ["Industry", label(company.industry)],
    ["Practice", label(company.practice)],
    ["Company type", labels(company.company_type)],
    ["Confidence level", label(company.confidence_level)],
    ["Foundation year", company.foundation_year],
    ["FTE", company.fte],
    [
      "Revenue",
      company.revenue === null
        ? null
        : `${company.revenue.toLocaleString("en-IN")}${company.currency ? ` ${company.currency.label}` : ""}`,
    ],
    ["Promoter holding", company.promoter_holding],
    ["Pitch line", company.pitch_line],
    ["Business description", company.business_description],
  ]);
}

/** A summary's filled text fields, then its priorities and additional fields (deleted ones left out). */
function summaryFields(summary: Summary): Array<[string, string]> {
  const live = <T extends { status?: string | null }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.status !== "DELETED");
  const { id: _id, priority, additional_fields, ...texts } = summary;
  return [
    ...filled(Object.entries(texts).map(([name, value]) => [journeyFieldLabel(name), value])),
    ...filled(live(priority).map((entry, index) => [`Priority ${index + 1}`, entry.prio])),
    ...filled(
      live(additional_fields).map((entry) => [entry.field_name || "Additional field", entry.field_value]),
    ),
  ];
}

function callNotesFields(notes: CallNotes): Array<[string, string]> {
  const { id: _id, funding_projection_done, ...texts } = notes;
  return [
    ...filled(Object.entries(texts).map(([name, value]) => [journeyFieldLabel(name), value])),
    ["Funding projection done", funding_projection_done ? "Yes" : "No"],
  ];
}

/** Writes the record into `doc`. */
function write(doc: Doc, record: DecisionRecord) {
  const width = doc.page.width - MARGIN * 2;
  const heading = (text: string) => {
    doc.moveDown(1);
    // A heading keeps at least a few lines of what follows on its page.
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.font("Body-Bold").fontSize(13).fillColor(INK).text(text, MARGIN, doc.y, { width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.5);
  };
  const subheading = (text: string) => {
    doc.moveDown(0.4);
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    doc.font("Body-Bold").fontSize(11).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2);
  };
  // A field: its label in a narrow column, its value beside it, wrapping (and flowing onto the next
  // page) in the wide one.
  const field = (label: string, value: string, font: Face = "Body") => {
    if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
    const top = doc.y;
    const page = doc.page;
    doc
      .font("Body-Bold")
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN, top + 1, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .font(font)
      .fontSize(font === "Courier" ? 8.5 : 10)
      .fillColor(INK)
      .text(value, MARGIN + LABEL_WIDTH + GUTTER, top, { width: width - LABEL_WIDTH - GUTTER });
    doc.x = MARGIN;
    if (doc.page === page) doc.y = Math.max(doc.y, labelBottom);
    doc.moveDown(0.3);
  };
  const none = (text: string) => {
    doc.font("Body-Italic").fontSize(10).fillColor(MUTED).text(text, MARGIN, doc.y, { width });
  };

  doc.font("Body").fontSize(10).fillColor(MUTED).text("Decision record", MARGIN, MARGIN, { width });
  doc.font("Body-Bold").fontSize(20).fillColor(INK).text(record.company.company_name, { width });
  doc.moveDown(0.3);
  doc
    .font("Body-Bold")
    .fontSize(12)
    .fillColor(record.status === "APPROVED" ? "#1a7f37" : "#cf222e")
    .text(record.status, { width });
  doc.moveDown(0.5);

  heading("Decision");
  field("Stage", record.stage.label);
  field("Task", record.task.label);
  field("Status", record.status);
  field("Decided by", personName(record.decided_by));
  field("Decided", when(record.decided));
  field("Round", String(record.round));
  field("Quorum", `${record.quorum} approval${record.quorum === 1 ? "" : "s"}`);
  field(
    "Blind review",
    record.blind ? "Yes: no reviewer saw the others' answers before giving theirs" : "No",
  );
  field("Reviewers asked", String(record.reviewer_ids.length));

  heading(`Answers (${record.answers.length})`);
  if (record.answers.length === 0) none("No answers.");
  for (const answer of record.answers) {
    subheading(`${personName(answer.reviewer)}: ${answer.status}`);
    doc.font("Body").fontSize(9).fillColor(MUTED).text(when(answer.created), MARGIN, doc.y, { width });
    doc.font("Body").fontSize(10).fillColor(INK).text(answer.comment, MARGIN, doc.y, { width });
  }

  heading("Company");
  for (const [label, value] of companyFields(record.company)) field(label, value);
  const members = record.company.company_members;
  if (members.length > 0) {
    subheading("Members");
    for (const member of members) {
      const name = [member.first_name, member.middle_name, member.last_name].filter(Boolean).join(" ");
      const contact = [member.email, member.mobile, member.linkedin_profile]
        .filter((part) => part)
        .join("  ·  ");
      field(name, contact || "-");
    }
  }

  heading(`Summaries (${record.summaries.length})`);
  if (record.summaries.length === 0) none("No summary.");
  record.summaries.forEach((summary, index) => {
    if (record.summaries.length > 1) subheading(`Summary ${index + 1}`);
    const fields = summaryFields(summary);
    if (fields.length === 0) none("Nothing filled in.");
    for (const [label, value] of fields) field(label, value);
  });

  heading(`Call notes (${record.call_notes.length})`);
  if (record.call_notes.length === 0) none("No call notes.");
  record.call_notes.forEach((notes, index) => {
    if (record.call_notes.length > 1) subheading(`Call notes ${index + 1}`);
    for (const [label, value] of callNotesFields(notes)) field(label, value);
  });

  heading(`Documents (${record.documents.length})`);
  if (record.documents.length === 0) none("No documents.");
  for (const document of record.documents) {
    subheading(document.file_name);
    field("Type", document.type);
    field("Uploaded", when(document.created));
    field("Size", fileSize(document.size));
    if (document.description) field("Description", document.description);
    field("SHA-256", document.sha256 ?? "not on the storage", "Courier");
  }
}

/** The record's name and page number at the foot of every page. */
function footers(doc: Doc, record: DecisionRecord) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Inside the bottom margin, where text would otherwise begin a new page.
    doc.page.margins.bottom = 0;
    doc
      .font("Body")
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Decision record ${record.id} · ${record.company.company_name} · page ${index - start + 1} of ${count}`,
        MARGIN,
        doc.page.height - MARGIN / 2 - 8,
        { width: doc.page.width - MARGIN * 2, align: "center", lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The decision record as an A4 PDF. */
export function renderDecisionPdf(record: DecisionRecord): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      bufferPages: true,
      info: {
        Title: `Decision record: ${record.company.company_name}`,
        Subject: `${record.stage.label}, ${record.task.label}: ${record.status}`,
        Creator: "Pipeline",
        CreationDate: new Date(record.decided),
      },
    });
    registerFaces(doc);
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      write(doc, record);
      footers(doc, record);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
