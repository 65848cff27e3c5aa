import { describe, expect, it } from "vitest";
import { outreachLimitExceeded, sentThisMonth } from "../src/outreachLimits";

// admin-portal.md section 9: outreach is disabled when contacts_count is over 10000, or when
// resumex_sent plus growthx_sent is over 30000 for the month.
const usage = (contacts_count: number, resumex_sent: number, growthx_sent: number) => ({
  contacts_count,
  resumex_sent,
  growthx_sent,
});

describe("the bulk outreach limits", () => {
  it("are not passed up to and at 10000 contacts and 30000 messages", () => {
    expect(outreachLimitExceeded(usage(0, 0, 0))).toBe(false);
    expect(outreachLimitExceeded(usage(10000, 0, 0))).toBe(false);
    expect(outreachLimitExceeded(usage(0, 30000, 0))).toBe(false);
    expect(outreachLimitExceeded(usage(10000, 29999, 1))).toBe(false);
  });

  it("are passed at 10001 contacts", () => {
    expect(outreachLimitExceeded(usage(10001, 0, 0))).toBe(true);
  });

  it("are passed at 30001 messages this month, counted over both accounts", () => {
    expect(outreachLimitExceeded(usage(0, 30001, 0))).toBe(true);
    expect(outreachLimitExceeded(usage(0, 0, 30001))).toBe(true);
    expect(outreachLimitExceeded(usage(0, 15000, 15001))).toBe(true);
    expect(sentThisMonth(usage(0, 15000, 15001))).toBe(30001);
  });
});
