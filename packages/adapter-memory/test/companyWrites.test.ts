import { isAdapterError } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

const FIXED = new Date("2024-06-01T10:00:00.000Z");

describe("company writes", () => {
  it("keeps members the form left unmarked or left out", async () => {
    const adapter = createMemoryAdapter({ now: () => FIXED });
    const company = await adapter.companies.get(5);
    const [rohan, kiran] = company.company_members;
    if (!rohan || !kiran) throw new Error("Saffron Ledger has lost its members");

    await adapter.companies.update(5, {
      company_name: company.company_name,
      website: company.website,
      location: company.location.map((ref) => ref.id),
      company_members: [
        { ...rohan, last_name: "Ignored" },
        { ...kiran, first_name: "Kiranmai", status: "EDITED" },
      ],
    });

    const names = (await adapter.companies.get(5)).company_members.map(
      (member) => `${member.first_name} ${member.last_name}`,
    );
    expect(names).toEqual(["Rohan Desai", "Kiranmai Rao", "Anjali Desai"]);
    expect((await adapter.companies.get(5)).modified).toBe(FIXED.toISOString());
  });

  it("refuses a member of another company", async () => {
    const adapter = createMemoryAdapter();
    const company = await adapter.companies.get(5);
    const [stranger] = (await adapter.companies.get(1)).company_members;
    if (!stranger) throw new Error("Kavach Robotics has lost its members");

    const error = await adapter.companies
      .update(5, {
        company_name: company.company_name,
        website: company.website,
        location: [1],
        company_members: [{ ...stranger, status: "EDITED" }],
      })
      .catch((caught: unknown) => caught);
    expect(isAdapterError(error) && [error.status, error.fieldErrors]).toEqual([
      400,
      { "company_members.0.id": ["Select a valid choice."] },
    ]);
  });

  it("refuses references to records that do not exist, field by field", async () => {
    const adapter = createMemoryAdapter();
    const error = await adapter.companies
      .create({
        company_name: "Nowhere Ltd",
        website: "nowhere.example.com",
        location_id: [999],
        industry: 999,
        company_members: [
          {
            first_name: "Asha",
            last_name: "Rao",
            email: "asha@nowhere.example.com",
            mobile: "",
            linkedin_profile: "https://www.linkedin.com/in/asha",
            cmd: [999],
          },
        ],
      })
      .catch((caught: unknown) => caught);
    expect(isAdapterError(error) && error.fieldErrors).toEqual({
      location: ["Select a valid choice."],
      industry: ["Select a valid choice."],
      "company_members.0.cmd": ["Select a valid choice."],
    });
  });
});
