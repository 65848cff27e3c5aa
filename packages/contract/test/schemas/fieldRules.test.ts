import { describe, expect, it } from "vitest";
import {
  LIST_ENTRY_STATUSES,
  activeEntries,
  isEmailAddress,
  isLettersOnly,
  isValidPhoneNumber,
  sanitizeNameInput,
} from "../../src/schemas";

describe("isValidPhoneNumber", () => {
  it("counts 10 to 15 digits, ignoring +, spaces, dashes and parentheses", () => {
    expect(isValidPhoneNumber("1234567890")).toBe(true);
    expect(isValidPhoneNumber("+91 (987) 654-3210")).toBe(true);
    expect(isValidPhoneNumber("123 456 789 012 345")).toBe(true);
    expect(isValidPhoneNumber("123456789")).toBe(false);
    expect(isValidPhoneNumber("1234567890123456")).toBe(false);
  });

  it("refuses other characters", () => {
    expect(isValidPhoneNumber("98765.43210")).toBe(false);
    expect(isValidPhoneNumber("98765 43210 ext 5")).toBe(false);
    expect(isValidPhoneNumber("")).toBe(false);
  });
});

describe("names", () => {
  it("are letters of any alphabet, without spaces", () => {
    expect(isLettersOnly("Zoë")).toBe(true);
    expect(isLettersOnly("Zoe\u0308")).toBe(true);
    expect(isLettersOnly("Ann Marie")).toBe(false);
    expect(isLettersOnly("")).toBe(false);
  });

  it("keep only their letters while typed", () => {
    expect(sanitizeNameInput(" Jean-Luc 2 ")).toBe("JeanLuc");
    expect(sanitizeNameInput("José")).toBe("José");
  });
});

describe("isEmailAddress", () => {
  it("requires a domain with a top-level part", () => {
    expect(isEmailAddress("asha@example.com")).toBe(true);
    expect(isEmailAddress("asha@example")).toBe(false);
    expect(isEmailAddress("Asha <asha@example.com>")).toBe(false);
  });
});

describe("list entries", () => {
  it("are EDITED or DELETED", () => {
    expect(LIST_ENTRY_STATUSES).toEqual(["EDITED", "DELETED"]);
  });

  it("still shown are those not DELETED", () => {
    const entries = [{ id: 1 }, { id: 2, status: "DELETED" }, { id: 3, status: "EDITED" }];
    expect(activeEntries(entries)).toEqual([{ id: 1 }, { id: 3, status: "EDITED" }]);
    expect(activeEntries(undefined)).toEqual([]);
  });
});
