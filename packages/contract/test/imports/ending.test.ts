import { describe, expect, it } from "vitest";
import { addToTally, emptyTally, errorLogFileName, importEndStatus, planSheetCompany } from "../../src";
import { acme, asha, group, resolve } from "./sheets";

// admin-portal 2.5: an upload ends "Completed or Completed With Errors (if the response lists
// errors)", and the error log downloads as Failed_Companies_Log_{date}.xlsx; times are IST.

const nothingExists = { resolve, findCompany: () => null, findMember: () => null };

describe("how an import ends", () => {
  it("ends Completed With Errors when a row failed, Completed otherwise", () => {
    const clean = emptyTally();
    for (const company of group([{ ...acme, ...asha }]))
      addToTally(clean, planSheetCompany(company, nothingExists));
    expect(importEndStatus(clean)).toBe("Completed");

    const failing = emptyTally();
    for (const company of group([
      { ...acme, ...asha },
      { ...asha, "Member Email": "asha-at-acmepay" },
    ])) {
      addToTally(failing, planSheetCompany(company, nothingExists));
    }
    expect(failing.errors).toEqual(["Row 3: Member Email: Invalid email format"]);
    expect(importEndStatus(failing)).toBe("Completed With Errors");
  });

  it("names the error log after the day the import ended in IST", () => {
    expect(errorLogFileName(new Date("2024-06-03T12:00:00.000Z"))).toBe(
      "Failed_Companies_Log_2024-06-03.xlsx",
    );
    // 20:00 UTC is 01:30 the next morning in IST.
    expect(errorLogFileName(new Date("2024-06-03T20:00:00.000Z"))).toBe(
      "Failed_Companies_Log_2024-06-04.xlsx",
    );
  });
});
