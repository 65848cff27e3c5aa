// @vitest-environment jsdom
// /companies in the signed-in portal: "In stage more than N days" travels in the page's address
// like the table's other filters, so a link or a reload asks the server for the same companies.
import type { CompanyListFilter, CurrentUser, ListParams } from "@pipeline/contract";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

const user: CurrentUser = portalUser();

afterEach(() => {
  cleanup();
});

describe("/companies", { timeout: 30_000 }, () => {
  it("asks for the companies in their stage more than the address's days, beside its other filters", async () => {
    const list = vi.fn(async (_params: ListParams<CompanyListFilter>) => ({ rows: [], count: 0 }));
    const router = renderSignedIn({
      user,
      entries: ["/companies?days_in_stage_gt=30&stage=2"],
      adapter: { companies: { list } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Companies" }, { timeout: 10_000 }),
    ).toBeTruthy();
    // Once the page has settled: the last request asks for both filters, and the address keeps them.
    await waitFor(
      () => {
        const [params] = list.mock.calls.at(-1) ?? [];
        expect(params?.filters).toEqual({ days_in_stage_gt: ["30"], stage: ["2"] });
        expect(router.state.location.search).toContain("days_in_stage_gt=30");
        expect(router.state.location.search).toContain("stage=2");
      },
      { timeout: 10_000 },
    );
  });
});
