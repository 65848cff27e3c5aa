import { describe, expect, it } from "vitest";
import { useFixture } from "./support/useFixture";

describe("companies sharing a website's domain", () => {
  const fixture = useFixture();

  it("sends the website as typed, trimmed, and reads the companies", async () => {
    const { adapter, server } = fixture();
    const acme = { id: 4, company_name: "Acme", website: "https://acme.example.com" };
    server.handle(() => ({ json: { data: [acme] } }));

    await expect(adapter.companies.sameWebsite(" www.Acme.example.com/about ")).resolves.toEqual([acme]);

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.path).toBe("/api/v1/company/same-website");
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      website: "www.Acme.example.com/about",
    });
  });

  it("asks nothing for blank text", async () => {
    const { adapter, server } = fixture();

    for (const text of ["", "  "]) {
      await expect(adapter.companies.sameWebsite(text)).resolves.toEqual([]);
    }

    expect(server.requests).toHaveLength(0);
  });
});
