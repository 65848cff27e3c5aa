import { describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
} from "@pipeline/contract";
import { expectAdapterError, expectFieldError, expectNotFound } from "../support/expectAdapterError";
import { companyMemberInput, lookupInput } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

const DESIGNATION = "company-member-designation";

export function describeCompanyMemberCases(makeAdapter: MakeAdapter): void {
  describe("company members", () => {
    it("creates a member with designations and reads it back", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const founder = await adapter.lookups.create(
        DESIGNATION,
        lookupInput(DESIGNATION, `Zq ${token} Founder`),
      );
      const cto = await adapter.lookups.create(DESIGNATION, lookupInput(DESIGNATION, `Zq ${token} CTO`));
      const input = companyMemberInput(token, [founder.data.id, cto.data.id]);
      const saved = await adapter.companyMembers.create(input);

      expect(saved.message).toBe(createdMessage(RECORD_TITLES.companyMember));
      expect(saved.data).toMatchObject({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        mobile: input.mobile,
        linkedin_profile: input.linkedin_profile,
        is_active: true,
      });
      expect([...saved.data.cmd].sort((a, b) => a - b)).toEqual(
        [founder.data.id, cto.data.id].sort((a, b) => a - b),
      );
      expect(saved.data.designation).toEqual(
        expect.arrayContaining([
          { id: founder.data.id, label: founder.data.label },
          { id: cto.data.id, label: cto.data.label },
        ]),
      );
      expect(await adapter.companyMembers.get(saved.data.id)).toEqual(saved.data);
    });

    it("updates a member", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const ceo = await adapter.lookups.create(DESIGNATION, lookupInput(DESIGNATION, `Zq ${token} CEO`));
      const created = await adapter.companyMembers.create(companyMemberInput(token, [ceo.data.id]));
      const input = companyMemberInput(token, [ceo.data.id], { last_name: "Menon", is_active: false });
      const saved = await adapter.companyMembers.update(created.data.id, input);

      expect(saved.message).toBe(updatedMessage(RECORD_TITLES.companyMember));
      expect(await adapter.companyMembers.get(created.data.id)).toMatchObject({
        id: created.data.id,
        last_name: "Menon",
        is_active: false,
      });
    });

    it("lists a search with paging", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const ceo = await adapter.lookups.create(DESIGNATION, lookupInput(DESIGNATION, `Zq ${token} CEO`));
      for (const first of ["Kavya", "Lakshmi", "Jaya"]) {
        await adapter.companyMembers.create(
          companyMemberInput(token, [ceo.data.id], {
            first_name: `${first}${token}`,
            email: `${first.toLowerCase()}.${token}@example.com`,
          }),
        );
      }

      const page = await adapter.companyMembers.list({
        search: token,
        pageSize: 2,
        sort: { field: "first_name", direction: "asc" },
      });
      expect(page.count).toBe(3);
      expect(page.rows.map((row) => row.first_name)).toEqual([`Jaya${token}`, `Kavya${token}`]);
      const byEmail = await adapter.companyMembers.list({ search: `lakshmi.${token}` });
      expect(byEmail.rows.map((row) => row.first_name)).toEqual([`Lakshmi${token}`]);
    });

    it("rejects invalid input with the form's messages", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      await expectAdapterError(
        adapter.companyMembers.create(companyMemberInput(token, [], { mobile: "12345" })),
        {
          status: ADAPTER_STATUS.invalid,
          message: "Mobile number not valid",
          fieldErrors: { mobile: ["Mobile number not valid"], cmd: ["Designation required"] },
        },
      );
    });

    it("rejects a designation that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectFieldError(
        adapter.companyMembers.create(companyMemberInput(uniqueToken(), [UNKNOWN_ID])),
        ADAPTER_STATUS.invalid,
        "cmd",
        ADAPTER_MESSAGES.invalidChoice,
      );
    });

    it("answers 404 for a member that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectNotFound(adapter.companyMembers.get(UNKNOWN_ID));
    });
  });
}
