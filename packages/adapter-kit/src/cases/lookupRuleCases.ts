import { LOOKUP_KINDS, type LookupKind } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { ADAPTER_STATUS, duplicateLookupMessage } from "@pipeline/contract";
import { expectAdapterError, expectNotFound } from "../support/expectAdapterError";
import { lookupInput } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

/** The forms' messages, as admin-portal section 5 words them (spelling included). */
const LABEL_REQUIRED = {
  location: "Location name required",
  practice: "Practice name required",
  currency: "Currency is required",
  "company-type": "Comany Type is required",
  "company-member-designation": "Comany Member Designation required",
  "confidence-level": "Confidence Level name required",
  industry: "Industry required",
} as const satisfies Record<LookupKind, string>;

const ORDER_REQUIRED = {
  location: "Order required",
  practice: "Order required",
  currency: "Order required",
  "company-type": "Order required.",
  "company-member-designation": "Order required.",
  "confidence-level": "Order required",
  industry: "Order required",
} as const satisfies Record<LookupKind, string>;

export function describeLookupRuleCases(makeAdapter: MakeAdapter): void {
  describe.each(LOOKUP_KINDS)("lookups: %s rules", (kind) => {
    it("rejects an empty label with the form's message", async () => {
      const adapter = await makeAdapter();
      const message = LABEL_REQUIRED[kind];
      await expectAdapterError(adapter.lookups.create(kind, lookupInput(kind, "  ")), {
        status: ADAPTER_STATUS.invalid,
        message,
        fieldErrors: { label: [message] },
      });
    });

    it("rejects a missing order with the form's message", async () => {
      const adapter = await makeAdapter();
      const message = ORDER_REQUIRED[kind];
      const input = lookupInput(kind, `Zq ${uniqueToken()}`, { order: Number.NaN });
      await expectAdapterError(adapter.lookups.create(kind, input), {
        status: ADAPTER_STATUS.invalid,
        message,
        fieldErrors: { order: [message] },
      });
    });

    it("rejects a label another entry has, whatever its case", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const message = duplicateLookupMessage(kind);
      await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} Alpha`));
      const other = await adapter.lookups.create(kind, lookupInput(kind, `Zq ${token} Beta`));

      await expectAdapterError(adapter.lookups.create(kind, lookupInput(kind, `zq ${token} ALPHA`)), {
        status: ADAPTER_STATUS.conflict,
        message,
        fieldErrors: { label: [message] },
      });
      await expectAdapterError(
        adapter.lookups.update(kind, other.data.id, lookupInput(kind, `Zq ${token} Alpha`)),
        { status: ADAPTER_STATUS.conflict, message },
      );
      // Saving an entry under its own label is no conflict.
      const same = await adapter.lookups.update(kind, other.data.id, lookupInput(kind, `Zq ${token} Beta`));
      expect(same.data.label).toBe(`Zq ${token} Beta`);
    });

    it("answers 404 for an entry that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectNotFound(adapter.lookups.get(kind, UNKNOWN_ID));
      await expectNotFound(
        adapter.lookups.update(kind, UNKNOWN_ID, lookupInput(kind, `Zq ${uniqueToken()}`)),
      );
    });
  });

  describe("lookups: confidence-level value", () => {
    it("requires the level's value", async () => {
      const adapter = await makeAdapter();
      const message = "Confidence Level value required";
      const input = lookupInput("confidence-level", `Zq ${uniqueToken()}`, { name: "" });
      await expectAdapterError(adapter.lookups.create("confidence-level", input), {
        status: ADAPTER_STATUS.invalid,
        message,
        fieldErrors: { name: [message] },
      });
    });
  });
}
