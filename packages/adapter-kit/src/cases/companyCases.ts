import type { DataAdapter } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { ADAPTER_STATUS, createdMessage, RECORD_TITLES, updatedMessage } from "@pipeline/contract";
import { expectAdapterError, expectNotFound } from "../support/expectAdapterError";
import { type CompanyRefs, companyInput, lookupInput, memberOfCompany } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

async function createRefs(adapter: DataAdapter, token: string): Promise<CompanyRefs> {
  const location = await adapter.lookups.create("location", lookupInput("location", `Zq ${token} Land`));
  const designation = await adapter.lookups.create(
    "company-member-designation",
    lookupInput("company-member-designation", `Zq ${token} Founder`),
  );
  return { location: location.data.id, designation: designation.data.id };
}

export function describeCompanyCases(makeAdapter: MakeAdapter): void {
  describe("companies", () => {
    it("creates a company with its members and reads it back", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const refs = await createRefs(adapter, token);
      const me = await adapter.users.current();
      const input = companyInput(token, refs, { fte: 42, foundation_year: 2015 });
      const saved = await adapter.companies.create(input);

      expect(saved.message).toBe(createdMessage(RECORD_TITLES.company));
      expect(saved.data).toMatchObject({
        company_name: input.company_name,
        website: input.website,
        fte: 42,
        foundation_year: 2015,
        location: [{ id: refs.location, label: `Zq ${token} Land` }],
        created_by: { pk: me.pk, first_name: me.first_name, last_name: me.last_name },
      });
      expect(saved.data.company_members).toHaveLength(1);
      expect(saved.data.company_members[0]).toMatchObject({
        id: expect.any(Number),
        first_name: `Ravi${token}`,
        cmd: [refs.designation],
      });
      expect(await adapter.companies.get(saved.data.id)).toEqual(saved.data);
    });

    it("updates a company: edited members change, deleted ones disappear, new ones join", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const refs = await createRefs(adapter, token);
      const created = await adapter.companies.create(
        companyInput(token, refs, {
          company_members: [
            memberOfCompany(token, [refs.designation], { first_name: `Kept${token}` }),
            memberOfCompany(token, [refs.designation], { first_name: `Gone${token}` }),
          ],
        }),
      );
      const [kept, gone] = created.data.company_members;
      if (!kept || !gone) throw new Error("the company was saved without its two members");

      const saved = await adapter.companies.update(created.data.id, {
        ...companyInput(token, refs),
        company_name: `Zq ${token} Renamed`,
        location: [refs.location],
        company_members: [
          { ...kept, last_name: "Sharma", status: "EDITED" },
          { ...gone, status: "DELETED" },
          memberOfCompany(token, [refs.designation], { first_name: `New${token}` }),
        ],
      });

      expect(saved.message).toBe(updatedMessage(RECORD_TITLES.company));
      const read = await adapter.companies.get(created.data.id);
      expect(read.company_name).toBe(`Zq ${token} Renamed`);
      const members = read.company_members.map((member) => [member.first_name, member.last_name]);
      expect(members).toEqual(
        expect.arrayContaining([
          [`Kept${token}`, "Sharma"],
          [`New${token}`, "Kumar"],
        ]),
      );
      expect(members).toHaveLength(2);
      expect(read.company_members.find((member) => member.first_name === `Kept${token}`)?.id).toBe(kept.id);
    });

    it("rejects invalid input with the form's messages, nested fields by dotted path", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const refs = await createRefs(adapter, token);

      await expectAdapterError(
        adapter.companies.create(companyInput(token, refs, { company_name: "", company_members: [] })),
        {
          status: ADAPTER_STATUS.invalid,
          message: "Company name is required",
          fieldErrors: {
            company_name: ["Company name is required"],
            company_members: ["At least one company member is required"],
          },
        },
      );
      const member = memberOfCompany(token, [refs.designation], { email: "" });
      await expectAdapterError(
        adapter.companies.create(companyInput(token, refs, { company_members: [member] })),
        {
          status: ADAPTER_STATUS.invalid,
          message: "Email is required",
          fieldErrors: { "company_members.0.email": ["Email is required"] },
        },
      );
    });

    it("finds at most 5 companies for the picker, by name or website", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const refs = await createRefs(adapter, token);
      for (const word of ["One", "Two", "Three", "Four", "Five", "Six"]) {
        await adapter.companies.create(companyInput(token, refs, { company_name: `Zq ${token} ${word}` }));
      }
      const webToken = uniqueToken();
      const byWebsite = await adapter.companies.create(
        companyInput(webToken, refs, {
          company_name: "Zq Picker Website",
          website: `https://${webToken}.example.com`,
        }),
      );

      const byName = await adapter.companies.search(token);
      expect(byName).toHaveLength(5);
      expect(byName.every((option) => option.company_name.includes(token))).toBe(true);
      expect(await adapter.companies.search(webToken)).toEqual([
        {
          id: byWebsite.data.id,
          company_name: "Zq Picker Website",
          website: `https://${webToken}.example.com`,
        },
      ]);
    });

    it("answers 404 for a company that does not exist", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const refs = await createRefs(adapter, token);
      await expectNotFound(adapter.companies.get(UNKNOWN_ID));
      await expectNotFound(
        adapter.companies.update(UNKNOWN_ID, { ...companyInput(token, refs), location: [refs.location] }),
      );
    });
  });
}
