import {
  ADAPTER_STATUS,
  type Company,
  type CompanyUpdateInput,
  type DataAdapter,
  PERMISSION_DENIED_MESSAGE,
} from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { expectAdapterError, expectNotFound } from "../support/expectAdapterError";
import { type CompanyRefs, companyInput, lookupInput, memberOfCompany } from "../support/inputs";
import { signInAs, suiteUser } from "../support/journeyWorld";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

type World = { adapter: DataAdapter; token: string; refs: CompanyRefs; company: Company };

/** A company of the case's own, with one member, made by the adapter's SUPER_ADMIN. */
async function createWorld(makeAdapter: MakeAdapter): Promise<World> {
  const adapter = await makeAdapter();
  const token = uniqueToken();
  const [location, designation] = await Promise.all([
    adapter.lookups.create("location", lookupInput("location", `Zq ${token} Land`)),
    adapter.lookups.create(
      "company-member-designation",
      lookupInput("company-member-designation", `Zq ${token} Founder`),
    ),
  ]);
  const refs = { location: location.data.id, designation: designation.data.id };
  const company = (await adapter.companies.create(companyInput(token, refs))).data;
  return { adapter, token, refs, company };
}

/**
 * The company form's update: the same fields, and the member sent back as it was (no EDITED or
 * DELETED mark: left as it is), unless the overrides say otherwise.
 */
function updateInput(world: World, overrides: Partial<CompanyUpdateInput>): CompanyUpdateInput {
  const { token, refs, company } = world;
  return {
    ...companyInput(token, refs),
    location: [refs.location],
    company_members: company.company_members.map(({ id }) =>
      memberOfCompany(token, [refs.designation], { id }),
    ),
    ...overrides,
  };
}

export function describeAuditCases(makeAdapter: MakeAdapter): void {
  describe("audit trail", () => {
    it("records a company renamed: newest in its history, and in the log by entity and id", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, company } = world;
      const renamed = `Zq ${world.token} Renamed`;
      await adapter.companies.update(company.id, updateInput(world, { company_name: renamed }));

      const history = await adapter.auditLog.companyHistory(company.id, {});
      expect(history.count).toBeGreaterThanOrEqual(2);
      expect(history.rows[0]).toMatchObject({
        action: "update",
        entity: "companies",
        entity_id: String(company.id),
        company_id: company.id,
        changes: { company_name: { before: company.company_name, after: renamed } },
      });

      const me = await adapter.users.current();
      const log = await adapter.auditLog.list({
        filters: { entity: ["companies"], entity_id: [String(company.id)] },
      });
      expect(log.rows.map((entry) => entry.action)).toEqual(["update", "create"]);
      expect(log.count).toBe(2);
      expect(log.rows[0]).toEqual(history.rows[0]);
      expect(log.rows[0]).toMatchObject({ user_id: me.pk, username: me.username, source: "request" });
    });

    it("records a member added to a company in the company's history", async () => {
      const world = await createWorld(makeAdapter);
      const { adapter, company, token } = world;
      const added = memberOfCompany(token, [world.refs.designation], {
        first_name: `Sita${token}`,
        email: `sita.${token}@example.com`,
        linkedin_profile: `https://www.linkedin.com/in/sita-${token}`,
      });
      const kept = updateInput(world, {}).company_members;
      const saved = await adapter.companies.update(
        company.id,
        updateInput(world, { company_members: [...kept, added] }),
      );
      const member = saved.data.company_members.find((entry) => entry.email === added.email);
      if (!member) throw new Error("the company was saved without the member added");

      const history = await adapter.auditLog.companyHistory(company.id, { pageSize: 50 });
      const entry = history.rows.find(
        (row) => row.entity === "company_members" && row.entity_id === String(member.id),
      );
      expect(entry).toMatchObject({
        action: "create",
        company_id: company.id,
        changes: { first_name: { before: null, after: added.first_name } },
      });
      // Newest first: by when, then by id.
      const order = history.rows.map((row) => [row.at, row.id] as const);
      const sorted = [...order].sort(([a, x], [b, y]) => b.localeCompare(a) || y - x);
      expect(order).toEqual(sorted);
    });

    it("refuses the audit log to a USER", async () => {
      const adapter = await makeAdapter();
      await signInAs(adapter, await suiteUser(adapter));
      await expectAdapterError(adapter.auditLog.list({}), {
        status: ADAPTER_STATUS.forbidden,
        message: PERMISSION_DENIED_MESSAGE,
      });
    });

    it("answers 404 for the history of a company the caller does not see", async () => {
      const { adapter, company } = await createWorld(makeAdapter);
      const assigned = await suiteUser(adapter, { company: [company.id] });
      const outsider = await suiteUser(adapter);

      await signInAs(adapter, assigned);
      const seen = await adapter.auditLog.companyHistory(company.id, {});
      expect(seen.rows.some((row) => row.entity === "companies" && row.action === "create")).toBe(true);

      await signInAs(adapter, outsider);
      await expectNotFound(adapter.auditLog.companyHistory(company.id, {}));
    });
  });
}
