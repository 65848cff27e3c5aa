import { LOOKUP_KINDS } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createLookups } from "../support/createLookups";
import { companyInput, lookupInput, memberOfCompany } from "../support/inputs";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

/** Options "in use" (`company_added`) are those some company refers to, so the cases create companies. */
export function describeLookupInUseCases(makeAdapter: MakeAdapter): void {
  describe("lookups: in use", () => {
    it("lists the active entries some company uses, of every kind", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const used = await createLookups(adapter, token);
      const unused = await createLookups(adapter, uniqueToken());
      await adapter.companies.create(
        companyInput(
          token,
          { location: used.location, designation: used["company-member-designation"] },
          {
            country: used.location,
            practice: used.practice,
            currency: used.currency,
            revenue: 1000,
            company_type: [used["company-type"]],
            confidence_level: used["confidence-level"],
            industry: used.industry,
            company_members: [memberOfCompany(token, [used["company-member-designation"]])],
          },
        ),
      );

      for (const kind of LOOKUP_KINDS) {
        const ids = (await adapter.lookups.inUse(kind)).map((option) => option.id);
        expect(ids, kind).toContain(used[kind]);
        expect(ids, kind).not.toContain(unused[kind]);
      }

      await adapter.lookups.update(
        "industry",
        used.industry,
        lookupInput("industry", `Zq ${token} industry`, {
          is_active: false,
        }),
      );
      const industries = await adapter.lookups.inUse("industry");
      expect(industries.map((option) => option.id)).not.toContain(used.industry);
      expect(industries.every((option) => option.is_active)).toBe(true);
    });
  });
}
