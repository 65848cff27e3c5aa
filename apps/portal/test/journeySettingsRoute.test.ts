// @vitest-environment jsdom
// /journey-settings in the signed-in portal: a SUPER_ADMIN edits the journey and finds it in the
// sidebar; anyone else is sent to the 403 page without it being read (sidebar.test.ts: the entry
// is shown to a SUPER_ADMIN acting as one only).
import type { CurrentUser, JourneySettings, RoleName } from "@pipeline/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalUser, renderSignedIn } from "./support/portal";

function userActingAs(roles: RoleName[], activeRole: RoleName): CurrentUser {
  return portalUser({
    pk: 1,
    username: "asha",
    first_name: "Asha",
    last_name: "Raman",
    email: "asha.raman@pipeline.test",
    roles,
    permissions: ["can_view_journey"],
    is_staff: true,
    active_role: activeRole,
  });
}

const JOURNEY: JourneySettings = {
  stages: [
    {
      id: 1,
      label: "Sourcing",
      order: 1,
      sla_days: 14,
      is_active: true,
      item_count: 3,
      in_use: true,
      tasks: [
        {
          id: 1,
          label: "LinkedIn Connect",
          name: "linkedin_connect",
          type: "LINKEDIN",
          allow_multiple: true,
          gate: null,
          is_active: true,
          item_count: 3,
          in_use: true,
        },
      ],
    },
  ],
  modified: null,
  modified_by: null,
};

function openSettings(user: CurrentUser) {
  const settings = vi.fn(async () => JOURNEY);
  const router = renderSignedIn({ user, adapter: { journey: { settings } }, entries: ["/journey-settings"] });
  return { settings, router };
}

afterEach(() => {
  cleanup();
});

describe("/journey-settings", { timeout: 30_000 }, () => {
  it("shows a SUPER_ADMIN the journey's stages, the sidebar's entry marked current", async () => {
    openSettings(userActingAs(["SUPER_ADMIN"], "SUPER_ADMIN"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Journey Settings" }, { timeout: 10_000 }),
    ).toBeTruthy();
    const stage = await screen.findByRole("textbox", { name: "Stage 1" }, { timeout: 5000 });
    expect((stage as HTMLInputElement).value).toBe("Sourcing");
    expect((screen.getByRole("textbox", { name: "Task 1 of stage 1" }) as HTMLInputElement).value).toBe(
      "LinkedIn Connect",
    );
    const entry = within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", {
      name: "Journey Settings",
    });
    expect(entry.getAttribute("href")).toBe("/journey-settings");
    expect(entry.getAttribute("aria-current")).toBe("page");
  });

  it("sends a USER to the 403 page without reading the journey's settings", async () => {
    const { settings, router } = openSettings(userActingAs(["USER"], "USER"));
    expect(await screen.findByText("Not Authorized", {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/403");
    expect(settings).not.toHaveBeenCalled();
  });
});
