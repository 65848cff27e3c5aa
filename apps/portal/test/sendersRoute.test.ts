// @vitest-environment jsdom
// /sender-details in the signed-in portal: the SUPER_ADMIN sidebar's Sender Details entry leads to
// the list of senders, and a sender's address opens its edit form with its values.
import type { CurrentUser, SenderDetails } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { VirtuosoMockContext } from "react-virtuoso";
import { afterEach, describe, expect, it } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

const admin: CurrentUser = portalUser({
  pk: 1,
  username: "asha",
  first_name: "Asha",
  last_name: "Raman",
  email: "asha.raman@pipeline.test",
  roles: ["SUPER_ADMIN"],
  is_staff: true,
  active_role: "SUPER_ADMIN",
});

const VENTURES: SenderDetails = {
  id: 2,
  email: "ventures@pipeline.test",
  sender_name: "Pipeline Ventures",
  address: "1 Canada Square",
  city: "London",
  country: "United Kingdom",
  is_active: true,
  is_verified: false,
  sender_id: null,
  created_by: { first_name: "Asha", last_name: "Raman" },
  created: "2024-03-02T11:30:00.000Z",
};

afterEach(() => {
  cleanup();
});

describe("/sender-details", { timeout: 30_000 }, () => {
  it("lists the senders under the sidebar's Sender Details entry; an address opens its edit form", async () => {
    const router = renderSignedIn({
      user: admin,
      adapter: {
        senders: {
          list: async () => ({ rows: [VENTURES], count: 1 }),
          get: async () => VENTURES,
        },
        countries: { list: async () => ["India", "United Kingdom"] },
      },
      entries: ["/sender-details"],
      wrap: (portal) =>
        createElement(
          VirtuosoMockContext.Provider,
          { value: { viewportHeight: 2000, itemHeight: 40 } },
          portal,
        ),
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Sender Details" }, { timeout: 10_000 }),
    ).toBeTruthy();
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Sender Details",
    });
    expect(entry.getAttribute("href")).toBe("/sender-details");
    expect(entry.getAttribute("aria-current")).toBe("page");

    const address = await screen.findByRole("link", { name: "ventures@pipeline.test" }, { timeout: 5000 });
    const row = address.closest<HTMLElement>("[data-row-id]");
    expect(row && within(row).getByText("Not verified")).toBeTruthy();
    await userEvent.click(address);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Update Sender" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/sender-details/edit/2");
    const email = await screen.findByRole("textbox", { name: /^Email/ });
    expect((email as HTMLInputElement).value).toBe("ventures@pipeline.test");
  });
});
