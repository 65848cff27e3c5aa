// @vitest-environment jsdom
// The investment committee in the portal: My Reviews in the sidebar with the count of reviews
// waiting, read again after an answer; its page; and a decision record's page under its company.
import type { ReviewRequest } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DECISION_RECORD, REVIEWS } from "./support/committee";
import { portalUser, renderSignedIn } from "./support/portal";

const user = portalUser({ roles: ["USER"], active_role: "USER", permissions: ["can_view_journey"] });

/** `evaluations.mine` paging these reviews. */
function mineOf(reviews: readonly ReviewRequest[]) {
  return vi.fn(async ({ page = 1, pageSize = 10 }: { page?: number; pageSize?: number }) => ({
    rows: reviews.slice((page - 1) * pageSize, page * pageSize),
    count: reviews.length,
  }));
}

afterEach(() => {
  cleanup();
});

describe("the committee's routes", { timeout: 30_000 }, () => {
  it("shows My Reviews to a USER, with the count of reviews waiting, and lists them", async () => {
    const mine = mineOf(REVIEWS);
    renderSignedIn({ user, adapter: { evaluations: { mine } }, entries: ["/my-reviews"] });
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Reviews" }, { timeout: 10_000 }),
    ).toBeTruthy();
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    const entry = await nav.findByRole("link", { name: "My Reviews 3 reviews waiting" }, { timeout: 5000 });
    expect(entry.getAttribute("href")).toBe("/my-reviews");
    expect(entry.getAttribute("aria-current")).toBe("page");
    const link = await screen.findByRole("link", { name: "Kavach Robotics" }, { timeout: 5000 });
    expect(link.getAttribute("href")).toBe("/companies/1?item=41");
    // The count is a page of one.
    expect(mine).toHaveBeenCalledWith(expect.objectContaining({ page: 1, pageSize: 1 }), expect.anything());
  });

  it("shows no count when nothing waits", async () => {
    renderSignedIn({ user, adapter: { evaluations: { mine: mineOf([]) } }, entries: ["/my-reviews"] });
    expect(await screen.findByText("Nothing waits for your review.", {}, { timeout: 10_000 })).toBeTruthy();
    const nav = within(screen.getByRole("navigation", { name: "Main" }));
    expect(nav.getByRole("link", { name: "My Reviews" })).toBeTruthy();
  });

  it("opens a decision record under its company, with the way back to the company", async () => {
    const get = vi.fn(async () => DECISION_RECORD);
    renderSignedIn({
      user,
      adapter: { evaluations: { mine: mineOf([]) }, decisions: { get, pdf: vi.fn() } },
      entries: ["/companies/1/decisions/502"],
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Decision record" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith(502, expect.anything());
    expect(screen.getByRole("link", { name: "Kavach Robotics" }).getAttribute("href")).toBe("/companies/1");
  });

  it("sends a decision address that names no record to the 404 page", async () => {
    const get = vi.fn(async () => DECISION_RECORD);
    const router = renderSignedIn({
      user,
      adapter: { evaluations: { mine: mineOf([]) }, decisions: { get, pdf: vi.fn() } },
      entries: ["/companies/1/decisions/first"],
    });
    expect(await screen.findByText("Error 404", {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
    expect(get).not.toHaveBeenCalled();
  });
});
