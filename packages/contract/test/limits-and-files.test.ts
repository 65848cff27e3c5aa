import { describe, expect, it } from "vitest";
import {
  FILE_RULES,
  VIDEO_REUPLOAD_FAILED_MESSAGE,
  acceptAttribute,
  checkFile,
  checkFiles,
  fileExtension,
} from "../src/files";
import type { FileRuleName } from "../src/files";
import {
  ACCESS_LIMITS,
  BULK_OUTREACH_LIMITS,
  CALL_NOTES_LIMITS,
  COMPANY_LIMITS,
  COMPANY_PICKER_LIMITS,
  DASHBOARD_LIMITS,
  EDITOR_FONTS,
  FILE_SIZE_LIMITS,
  IST_TIME_ZONE,
  JOURNEY_TIMINGS_MS,
  LAYOUT,
  LIST_LIMITS,
  MEETING_DEFAULTS,
  NAME_LIMITS,
  PHONE_LIMITS,
  PLAYBACK_RATES,
  SUMMARY_LIMITS,
  TEXT_LIMITS,
  TOAST_DURATION_MS,
} from "../src/limits";

describe("limits", () => {
  it("keeps the toast durations", () => {
    expect(TOAST_DURATION_MS).toEqual({ default: 2000, campaign: 5000 });
  });

  it("keeps the upload limits in bytes", () => {
    expect(FILE_SIZE_LIMITS).toEqual({
      document: 52428800,
      meetingRecording: 1610612736,
      uploadDialog: 1610612736,
      emailAttachment: 52428800,
      videoReupload: 1073741824,
      excelImport: 52428800,
    });
  });

  it("keeps the journey timings, meeting default and access limits", () => {
    expect(JOURNEY_TIMINGS_MS).toEqual({
      recordingPollInterval: 45000,
      interviewLinkDelay: 2000,
      offlineDownloadWait: 3000,
    });
    expect(MEETING_DEFAULTS).toEqual({ durationMinutes: 60 });
    expect(ACCESS_LIMITS).toEqual({ warningDays: 3, minValidDays: 1 });
  });

  it("keeps the players' speeds and the editor's fonts", () => {
    expect(PLAYBACK_RATES).toEqual([0.5, 1, 1.5, 2]);
    expect(EDITOR_FONTS).toEqual(["Calibri", "Arial", "Times New Roman"]);
  });

  it("keeps the text limits", () => {
    expect(TEXT_LIMITS).toEqual({
      comment: 4000,
      emailSubject: 200,
      emailBody: 50000,
      description: 1000,
    });
    expect(NAME_LIMITS).toEqual({
      firstName: { min: 2, max: 50 },
      memberLastName: { min: 2, max: 50 },
      lastName: { min: 1, max: 50 },
      middleNameMax: 50,
    });
    expect(PHONE_LIMITS).toEqual({ minDigits: 10, maxDigits: 15, defaultCountry: "IN" });
  });

  it("keeps the company, summary and call-notes limits", () => {
    expect(COMPANY_LIMITS).toEqual({
      nameMax: 50,
      foundationYearMax: 9999,
      fteMax: 9999999,
      revenueMax: 9999999,
      promoterHoldingMax: 50,
      addressPartMax: 100,
      descriptionMax: 1000,
    });
    expect(SUMMARY_LIMITS).toEqual({
      shortTextMax: 100,
      textMax: 1000,
      profitMax: 10,
      priority: { min: 2, max: 100 },
      additionalFieldName: { min: 2, max: 20 },
      additionalFieldValue: { min: 2, max: 800 },
    });
    expect(CALL_NOTES_LIMITS).toEqual({
      figureMax: 100,
      textMax: 1000,
      narrativeMax: 5000,
      stageMax: 255,
    });
  });

  it("keeps the admin portal's list, outreach, picker, dashboard and layout constants", () => {
    expect(LIST_LIMITS).toEqual({
      defaultPageSize: 10,
      pageSizeOptions: [10, 20, 30, 50, 100, 200, 300, 400, 500],
      searchDebounceMs: 1000,
    });
    expect(BULK_OUTREACH_LIMITS).toEqual({
      maxContacts: 10000,
      maxSentPerMonth: 30000,
      initialOutreachJourneyItemId: 2,
    });
    expect(COMPANY_PICKER_LIMITS).toEqual({
      minSearchChars: 1,
      maxSearchChars: 20,
      resultsPerSearch: 5,
      debounceMs: 1000,
    });
    expect(DASHBOARD_LIMITS).toEqual({
      companiesPerColumn: 100,
      skeletonMinMs: 500,
      lastUpdateMaxChars: 30,
      companiesPerSummaryCell: 3,
    });
    expect(LAYOUT).toEqual({ sidebarWidthPx: 260 });
    expect(IST_TIME_ZONE).toBe("Asia/Kolkata");
  });
});

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

  it("lists exactly its extensions and messages", () => {
    expect(rule.extensions).toEqual(ruleCase.accepted);
    expect(rule.messages).toEqual({ wrongType: ruleCase.wrongType, tooLarge: ruleCase.tooLarge });
  });

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
  it("state which rules let a file of exactly the limit through", () => {
    expect(
      Object.fromEntries(Object.entries(FILE_RULES).map(([name, rule]) => [name, rule.maxBytesInclusive])),
    ).toEqual({
      document: true,
      meetingRecording: true,
      emailAttachment: false,
      videoReupload: true,
      uploadDialog: false,
      excelImport: true,
    });
  });

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

  it("keep the re-upload failure text as the product spells it", () => {
    expect(VIDEO_REUPLOAD_FAILED_MESSAGE).toBe("Compression Faiiled");
  });
});
