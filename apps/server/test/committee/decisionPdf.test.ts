import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { type DecisionRecord, SUMMARY_TEXT_FIELDS } from "@pipeline/contract";
import { renderDecisionPdf } from "../../src/modules/committee/decisionPdf";

// The decision record's PDF, rendered from a record built here and read back with pdfjs (its legacy
// build runs in Node): what it says, page by page.

/** pdfjs's own copies of the standard fonts, which the PDF names without embedding them. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;
const open = (pdf: Buffer) => getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;

const reviewer = (pk: number, first_name: string, last_name: string) => ({ pk, first_name, last_name });

const SHA_DECK = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
const SHA_ACCOUNTS = "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae";

function record(overrides: Partial<DecisionRecord> = {}): DecisionRecord {
  return {
    id: 41,
    company_id: 7,
    evaluation_id: 12,
    journey_item_id: 90,
    stage: { id: 3, label: "Evaluation" },
    task: { id: 12, label: "Investment Committee Review" },
    round: 1,
    status: "APPROVED",
    decided: "2026-06-02T07:15:00.000Z",
    decided_by: reviewer(5, "Priya", "Natarajan"),
    quorum: 2,
    blind: true,
    reviewer_ids: [4, 5, 6],
    answers: [
      {
        reviewer: reviewer(4, "Daniel", "Okafor"),
        status: "APPROVED",
        comment: "Unit economics hold up; the receivables book is clean.",
        created: "2026-06-01T11:00:00.000Z",
      },
      {
        reviewer: reviewer(5, "Priya", "Natarajan"),
        status: "APPROVED",
        comment: "Founders answered every diligence question in writing.",
        created: "2026-06-02T07:15:00.000Z",
      },
    ],
    company: {
      id: 7,
      company_name: "Saffron Fintech Private Limited",
      website: "https://saffronfintech.example.com",
      email: "hello@saffronfintech.example.com",
      contact_number: null,
      location: [{ id: 1, label: "Pune" }],
      foundation_year: 2016,
      fte: 420,
      revenue: 8400000,
      currency: { id: 2, label: "INR" },
      promoter_holding: "62%",
      industry: { id: 3, label: "Financial services" },
      street: null,
      city: "Pune",
      state: "Maharashtra",
      country: { id: 4, label: "India" },
      practice: null,
      company_type: [{ id: 5, label: "Private" }],
      confidence_level: null,
      business_description: "Working-capital credit for small manufacturers.",
      pitch_line: "Credit that moves at the speed of an invoice",
      created_by: null,
      created: "2025-01-09T04:30:00.000Z",
      modified: "2026-05-30T04:30:00.000Z",
      company_members: [
        {
          id: 1,
          first_name: "Kavya",
          middle_name: null,
          last_name: "Iyer",
          email: "kavya@saffronfintech.example.com",
          mobile: "9876543210",
          linkedin_profile: "",
          cmd: [],
        },
      ],
      approved: true,
      journey_access: "whole",
    },
    summaries: [],
    call_notes: [],
    documents: [
      {
        id: 3,
        file_name: "pitch-deck-2026.pdf",
        type: "OTHER",
        description: "The deck the founders presented",
        created: "2026-05-20T06:00:00.000Z",
        size: 2_457_600,
        sha256: SHA_DECK,
      },
      {
        id: 4,
        file_name: "audited-accounts-fy25.xlsx",
        type: "OTHER",
        description: null,
        created: "2026-05-21T06:00:00.000Z",
        size: 48_213,
        sha256: SHA_ACCOUNTS,
      },
    ],
    ...overrides,
  };
}

/** Each page's text, its runs joined; line breaks and hyphen-free wraps joined by spaces. */
async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await open(pdf);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .replace(/\s+/g, " "),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

describe("renderDecisionPdf", () => {
  it("makes an A4 PDF with the company, the decision, every comment and each document's SHA-256", async () => {
    const pdf = await renderDecisionPdf(record());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const document = await open(pdf);
    const [width, height] = (await document.getPage(1)).view.slice(2);
    await document.destroy();
    // A4: 210 x 297 mm, in points.
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);

    const text = (await pagesOf(pdf)).join(" ");
    expect(text).toContain("Decision record");
    expect(text).toContain("Saffron Fintech Private Limited");
    expect(text).toContain("Investment Committee Review");
    expect(text).toContain("Priya Natarajan");
    // Decided at 07:15 UTC: 12:45 in India.
    expect(text).toContain("2 June 2026, 12:45 IST");
    expect(text).toContain("Unit economics hold up; the receivables book is clean.");
    expect(text).toContain("Founders answered every diligence question in writing.");
    expect(text).toContain("pitch-deck-2026.pdf");
    expect(text).toContain(SHA_DECK);
    expect(text).toContain(SHA_ACCOUNTS);
    expect(text).toContain("2.3 MB (2,457,600 bytes)");
  });

  it("shows the summaries' and call notes' filled fields only", async () => {
    const summary = {
      ...Object.fromEntries(SUMMARY_TEXT_FIELDS.map((name) => [name, ""])),
      key_team_members: "A CFO from a listed lender",
      protit_loss_breakeve: "Break-even in FY27",
      priority: [
        { prio: "Close the Series A", status: undefined },
        { prio: "Withdrawn idea", status: "DELETED" as const },
      ],
      additional_fields: [{ field_name: "Moat", field_value: "Invoice data from 9,000 buyers" }],
    } as DecisionRecord["summaries"][number];
    const text = (await pagesOf(await renderDecisionPdf(record({ summaries: [summary] })))).join(" ");
    expect(text).toContain("Key Team Members");
    expect(text).toContain("A CFO from a listed lender");
    expect(text).toContain("Profit / Loss / Break-even");
    expect(text).toContain("Close the Series A");
    expect(text).toContain("Invoice data from 9,000 buyers");
    expect(text).not.toContain("Withdrawn idea");
    expect(text).not.toContain("Capital Raised");
  });

  it("prints names and comments in Devanagari and the rupee sign as written", async () => {
    const [first, second] = record().answers;
    if (!first || !second) throw new Error("The record has two answers.");
    const pdf = await renderDecisionPdf(
      record({
        company: { ...record().company, company_name: "केसर फ़ाइनेंस" },
        answers: [
          {
            ...first,
            reviewer: reviewer(4, "Zoë", "Ødegård"),
            comment: "Ticket of ₹8.4 crore; Müller & Søn co-invest.",
          },
          second,
        ],
      }),
    );
    const text = (await pagesOf(pdf)).join(" ");
    // A glyph the font lacked would read back as U+0000. (A vowel sign drawn before its consonant,
    // as in "फि", reads back in the order drawn, so the name has none; and a positioned mark may read
    // back with a space before it.)
    expect(text.replace(/\s/g, "")).toContain("केसरफ़ाइनेंस");
    expect(text).not.toContain("\u0000");
    expect(text).toContain("Zoë Ødegård");
    expect(text).toContain("Ticket of ₹8.4 crore; Müller & Søn co-invest.");
  });

  it("wraps a long comment and flows it onto the pages after", async () => {
    const sentence =
      "The committee read the cash-flow projections line by line against the bank statements. ";
    const long = sentence.repeat(90).trim();
    const [first] = record().answers;
    if (!first) throw new Error("The record has no answer.");
    const pdf = await renderDecisionPdf(record({ answers: [{ ...first, comment: long }] }));
    const pages = await pagesOf(pdf);
    expect(pages.length).toBeGreaterThan(1);
    // Every word of it is there, across the pages, and the documents still come after it.
    const text = pages.join(" ");
    expect(text.split("against the bank statements.").length - 1).toBe(90);
    expect(pages.at(-1)).toContain(SHA_ACCOUNTS);
    expect(pages[1]).toContain(`page 2 of ${pages.length}`);
  });
});
