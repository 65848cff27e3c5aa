import { SAME_WEBSITE_LIMIT } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { createMemoryAdapter } from "../src";

/** A second Kavach Robotics, its website written differently: another protocol, www., a path, capitals. */
const SECOND_KAVACH = {
  company_name: "Kavach Robotics India",
  website: "http://WWW.KavachRobotics.in/team",
  location_id: [1],
  company_members: [
    {
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@kavachrobotics.in",
      mobile: "",
      linkedin_profile: "https://www.linkedin.com/in/asha",
      cmd: [1],
    },
  ],
};

describe("companies sharing a website's domain", () => {
  it("finds the companies whose website names the same domain, by name", async () => {
    const adapter = createMemoryAdapter();
    const { data: second } = await adapter.companies.create(SECOND_KAVACH);

    await expect(adapter.companies.sameWebsite("kavachrobotics.in/about")).resolves.toEqual([
      { id: 1, company_name: "Kavach Robotics", website: "https://kavachrobotics.in" },
      { id: second.id, company_name: "Kavach Robotics India", website: "http://WWW.KavachRobotics.in/team" },
    ]);
  });

  it("finds nothing for another domain, a subdomain or text that is no website", async () => {
    const adapter = createMemoryAdapter();

    for (const website of ["https://kavach.in", "shop.kavachrobotics.in", "", "kavach robotics", "\u0000"]) {
      await expect(adapter.companies.sameWebsite(website)).resolves.toEqual([]);
    }
  });

  it("lists a few at most", async () => {
    const adapter = createMemoryAdapter();
    for (let copy = 1; copy <= SAME_WEBSITE_LIMIT; copy += 1) {
      await adapter.companies.create({ ...SECOND_KAVACH, company_name: `Kavach Copy ${copy}` });
    }

    await expect(adapter.companies.sameWebsite("kavachrobotics.in")).resolves.toHaveLength(
      SAME_WEBSITE_LIMIT,
    );
  });
});
