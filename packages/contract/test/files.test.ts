import { describe, expect, it } from "vitest";
import { FILE_RULES, acceptAttribute, checkFile, checkFiles, fileExtension } from "../src/files";
import type { FileRuleName } from "../src/files";

type RuleCase = {
  rule: FileRuleName;
  accepted: string[];
  rejected: string[];
  largestAccepted: number;
  wrongType: string;
  tooLarge: string;
};

// largestAccepted is the limit itself for "at most" / "over ... is rejected", one byte less for "under".
const ruleCases: RuleCase[] = [
  {
    rule: "document",
    accepted: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".mp4", ".mp3"],
    rejected: [".mpeg", ".txt", ".png", ".csv"],
    largestAccepted: 52428800,
    wrongType: ".pdf, .doc, .docx, .xls, .xlsx, .mp4, .mp3 formats are allowed.",
    tooLarge: "Please select a file smaller than 500 MB.",
  },
  {
    rule: "meetingRecording",
    accepted: [".mp3", ".mpeg", ".mp4"],
    rejected: [".pdf", ".wav", ".mov"],
    largestAccepted: 1610612736,
    wrongType: "Only .mp3, .mpeg, and .mp4 files are allowed.",
    tooLarge: "Please select a file smaller than 1.5 GB.",
  },
  {
    rule: "emailAttachment",
    accepted: [".pdf", ".doc", ".docx", ".xls", ".xlsx"],
    rejected: [".mp4", ".mp3", ".zip", ".exe"],
    largestAccepted: 52428800 - 1,
    wrongType: "Invalid Attachment Format.",
    tooLarge: "Please select a file smaller than 50 MB.",
  },
  {
    rule: "videoReupload",
    accepted: [".mp4"],
    rejected: [".mp3", ".mpeg", ".mov", ".pdf"],
    largestAccepted: 1073741824,
    wrongType: "Only .mp4 video files are allowed.",
    tooLarge: "File size must be 1GB or less.",
  },
  {
    rule: "uploadDialog",
    accepted: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".mp3", ".mp4"],
    rejected: [".mpeg", ".txt", ".jpg"],
    largestAccepted: 1610612736 - 1,
    wrongType: "Only .pdf, .doc, .docx, .xls, .xlsx, .mp3 and .mp4 files are allowed.",
    tooLarge: "Please select files smaller than 1.5 GB.",
  },
  {
    rule: "excelImport",
    accepted: [".xls", ".xlsx"],
    rejected: [".csv", ".ods", ".pdf"],
    largestAccepted: 52428800,
    wrongType: "Only Excel file are allowed.",
    tooLarge: "Please select a file smaller than 500 MB.",
  },
];

describe.each(ruleCases)("file rule $rule", (ruleCase) => {
  const rule = FILE_RULES[ruleCase.rule];

  it.each(ruleCase.accepted)("accepts %s at the largest allowed size, in any case", (extension) => {
    expect(checkFile({ name: `report${extension}`, size: ruleCase.largestAccepted }, rule)).toBeNull();
    expect(
      checkFile({ name: `REPORT${extension.toUpperCase()}`, size: ruleCase.largestAccepted }, rule),
    ).toBeNull();
  });

  it("rejects one byte more with the size message", () => {
    const name = `report${ruleCase.accepted[0] ?? ""}`;
    expect(checkFile({ name, size: ruleCase.largestAccepted + 1 }, rule)).toBe(ruleCase.tooLarge);
  });

  it.each(ruleCase.rejected)("rejects %s with the type message", (extension) => {
    expect(checkFile({ name: `report${extension}`, size: 1 }, rule)).toBe(ruleCase.wrongType);
  });

  it("rejects a name without extension, or with the extension only inside it", () => {
    const extension = ruleCase.accepted[0] ?? "";
    expect(checkFile({ name: "report", size: 1 }, rule)).toBe(ruleCase.wrongType);
    expect(checkFile({ name: `report${extension}.exe`, size: 1 }, rule)).toBe(ruleCase.wrongType);
  });

  it("reports the type before the size when both are wrong", () => {
    expect(checkFile({ name: "report.exe", size: ruleCase.largestAccepted + 1 }, rule)).toBe(
      ruleCase.wrongType,
    );
  });

  it("offers its extensions and their MIME types to a file picker", () => {
    const accept = acceptAttribute(rule).split(",");
    expect(accept.slice(0, ruleCase.accepted.length)).toEqual(ruleCase.accepted);
    expect(accept.length).toBeGreaterThan(ruleCase.accepted.length);
  });
});

describe("file rules", () => {
  it("give the Excel picker the spreadsheet MIME types", () => {
    expect(acceptAttribute(FILE_RULES.excelImport)).toBe(
      ".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
  });

  it("report the first rejected file of a selection", () => {
    const rule = FILE_RULES.uploadDialog;
    expect(checkFiles([], rule)).toBeNull();
    expect(
      checkFiles(
        [
          { name: "a.pdf", size: 1 },
          { name: "b.mp4", size: 2 },
        ],
        rule,
      ),
    ).toBeNull();
    expect(
      checkFiles(
        [
          { name: "a.pdf", size: 1 },
          { name: "b.mp4", size: 1610612736 },
          { name: "c.txt", size: 1 },
        ],
        rule,
      ),
    ).toBe("Please select files smaller than 1.5 GB.");
  });

  it("read the extension case-insensitively from the last dot", () => {
    expect(fileExtension("Deck.Final.PDF")).toBe(".pdf");
    expect(fileExtension("README")).toBe("");
  });
});
