import { BULK_OUTREACH_LIMITS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { outreachLimitExceeded } from "../../src/data/hooks/campaigns";

const { maxContacts, maxSentPerMonth } = BULK_OUTREACH_LIMITS;

describe("outreachLimitExceeded", () => {
  it("is false up to and at the limits", () => {
    expect(outreachLimitExceeded({ contacts_count: 0, resumex_sent: 0, growthx_sent: 0 })).toBe(false);
    expect(
      outreachLimitExceeded({
        contacts_count: maxContacts,
        resumex_sent: maxSentPerMonth - 1,
        growthx_sent: 1,
      }),
    ).toBe(false);
  });

  it("is true past either limit, the month's sends counted over both accounts", () => {
    expect(outreachLimitExceeded({ contacts_count: maxContacts + 1, resumex_sent: 0, growthx_sent: 0 })).toBe(
      true,
    );
    expect(
      outreachLimitExceeded({
        contacts_count: 0,
        resumex_sent: maxSentPerMonth / 2,
        growthx_sent: maxSentPerMonth / 2 + 1,
      }),
    ).toBe(true);
  });
});
