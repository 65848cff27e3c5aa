import type { CurrentUser, Evaluation, UserJourneyAccess } from "@pipeline/contract";
import { describe, expect, it } from "vitest";
import { daysLeft, daysLeftText, grantValidity } from "../../src/features/journey-actions/utils/accessDays";
import { accessLog } from "../../src/features/journey-actions/utils/accessLog";
import { canReview } from "../../src/features/journey-actions/utils/canReview";
import { actingRole, canRevoke, guardGrants } from "../../src/features/journey-actions/utils/guardAccess";

const NOW = new Date("2024-04-01T05:30:00.000Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();

describe("the access badge on a fixed clock", () => {
  it.each([
    ["ended a day ago", -DAY, -1, "expired"],
    ["ending now", 0, 0, "expired"],
    ["a millisecond left", 1, 1, "warning"],
    ["exactly one day left", DAY, 1, "warning"],
    ["two days and a bit", 2 * DAY + 5 * HOUR, 3, "warning"],
    ["exactly three days", 3 * DAY, 3, "warning"],
    ["three days and an hour", 3 * DAY + HOUR, 4, "ok"],
    ["ten days", 10 * DAY, 10, "ok"],
  ] as const)("%s: %i days left, %s", (_name, offset, days, validity) => {
    expect(daysLeft(at(offset), NOW)).toBe(days);
    expect(grantValidity(at(offset), NOW)).toBe(validity);
  });

  it("counts an unreadable end as expired", () => {
    expect(daysLeft("not a date", NOW)).toBe(0);
    expect(grantValidity("not a date", NOW)).toBe("expired");
  });

  it("says Expired, 1 day left or n days left", () => {
    expect(daysLeftText(0)).toBe("Expired");
    expect(daysLeftText(-4)).toBe("Expired");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(3)).toBe("3 days left");
  });
});

describe("canReview", () => {
  const evaluation: Evaluation = {
    id: 3,
    reviewer_ids: [1, 2],
    answered_by: [],
    status: "PENDING",
    comment: null,
    journey_item: 7,
  };

  it("offers the decision to every listed reviewer before anyone has answered", () => {
    expect(canReview(evaluation, 1)).toBe(true);
    expect(canReview(evaluation, 2)).toBe(true);
  });

  it("refuses anyone not listed, nobody signed in and a missing evaluation", () => {
    expect(canReview(evaluation, 9)).toBe(false);
    expect(canReview(evaluation, null)).toBe(false);
    expect(canReview(evaluation, undefined)).toBe(false);
    expect(canReview(null, 1)).toBe(false);
  });

  it.each(["APPROVED", "REJECTED", "HOLD"] as const)(
    "after the first reviewer answers %s, refuses them and still offers it to the second",
    (status) => {
      const answered = { ...evaluation, status, comment: "Done", answered_by: [1] };
      expect(canReview(answered, 1)).toBe(false);
      expect(canReview(answered, 2)).toBe(true);
    },
  );

  it("refuses every reviewer once all have answered", () => {
    const done = { ...evaluation, status: "HOLD" as const, comment: "Later", answered_by: [2, 1] };
    expect(canReview(done, 1)).toBe(false);
    expect(canReview(done, 2)).toBe(false);
  });
});

function user(roles: string[], active: string | null, permissions: string[] = []): CurrentUser {
  return {
    pk: 2,
    username: "priya.nair",
    first_name: "Priya",
    last_name: "Nair",
    email: "priya.nair@pipeline.test",
    role: roles.map((role_name) => ({ role_name, is_active: true })),
    permissions,
    joined_date: "2024-01-02T04:30:00.000Z",
    update_date: "2024-01-02T04:30:00.000Z",
    is_active: true,
    is_staff: true,
    active_role: active,
  };
}

describe("the permission guard's rule", () => {
  const journey = { roles: ["USER", "SUPER_ADMIN"], permissions: ["can_view_journey"] };

  it("grants an allowed role, acting as it, holding a required permission", () => {
    expect(guardGrants(user(["USER"], "USER", ["can_view_journey"]), journey)).toBe(true);
  });

  it("asks no permission when none is required", () => {
    expect(guardGrants(user(["USER"], "USER"), { roles: ["USER"] })).toBe(true);
  });

  it("refuses without a required permission", () => {
    expect(guardGrants(user(["USER"], "USER", ["can_view_email_logs"]), journey)).toBe(false);
  });

  it("refuses a user holding no allowed role", () => {
    expect(guardGrants(user(["FSD_Admin"], "FSD_Admin", ["can_view_journey"]), journey)).toBe(false);
  });

  it("refuses a user holding an allowed role but acting as another", () => {
    const both = user(["SUPER_ADMIN", "USER"], "USER", ["can_view_journey"]);
    expect(guardGrants(both, { roles: ["SUPER_ADMIN"], permissions: ["can_view_journey"] })).toBe(false);
    expect(guardGrants({ ...both, active_role: "SUPER_ADMIN" }, { roles: ["SUPER_ADMIN"] })).toBe(true);
  });

  it("does not count a role entry marked inactive", () => {
    const lapsed = {
      ...user(["USER"], "USER", ["can_view_journey"]),
      role: [{ role_name: "USER", is_active: false }],
    };
    expect(guardGrants(lapsed, journey)).toBe(false);
  });

  it("acts as the first role held when the server named none", () => {
    expect(actingRole(user(["SUPER_ADMIN", "USER"], null))).toBe("SUPER_ADMIN");
    expect(guardGrants(user(["USER", "SUPER_ADMIN"], null, ["can_view_journey"]), journey)).toBe(true);
    expect(guardGrants(user(["SUPER_ADMIN", "USER"], null), { roles: ["USER"] })).toBe(false);
  });

  it("refuses when nobody is signed in", () => {
    expect(guardGrants(null, journey)).toBe(false);
    expect(guardGrants(undefined, journey)).toBe(false);
  });
});

describe("who may revoke a grant", () => {
  const asha = { pk: 1, first_name: "Asha", last_name: "Raman" };

  it("offers it to the grant's creator and to a SUPER_ADMIN acting as one", () => {
    expect(canRevoke({ created_by: { ...asha, pk: 2 } }, user(["USER"], "USER"))).toBe(true);
    expect(canRevoke({ created_by: asha }, user(["SUPER_ADMIN", "USER"], "SUPER_ADMIN"))).toBe(true);
  });

  it("refuses anyone else, a SUPER_ADMIN acting as USER included", () => {
    expect(canRevoke({ created_by: asha }, user(["USER"], "USER"))).toBe(false);
    expect(canRevoke({ created_by: asha }, user(["SUPER_ADMIN", "USER"], "USER"))).toBe(false);
    expect(canRevoke({ created_by: null }, user(["USER"], "USER"))).toBe(false);
    expect(canRevoke({ created_by: asha }, null)).toBe(false);
  });

  it("leaves it to the server when the adapter does not say who granted it", () => {
    expect(canRevoke({}, user(["USER"], "USER"))).toBe(true);
  });
});

describe("the access log", () => {
  const base: UserJourneyAccess = {
    id: 1,
    user: { pk: 2, first_name: "Priya", last_name: "Nair" },
    user_id: 2,
    valid_until: at(DAY),
    valid_days: 1,
    company_id: 1,
    content_type: "journeyitem",
    object_id: 7,
  };

  it("is empty for grants without a log", () => {
    expect(accessLog([base])).toEqual([]);
  });

  it("lists every read, newest first, the grant's user when an entry names nobody", () => {
    const rahul = { pk: 3, first_name: "Rahul", last_name: "Mehta" };
    const grants = [
      { ...base, access_log: [{ accessed_at: at(-2 * HOUR) }] },
      { ...base, id: 2, access_log: [{ user: rahul, accessed_at: at(-HOUR) }] },
    ] as unknown as UserJourneyAccess[];
    expect(accessLog(grants).map(({ name, at: when, grantId }) => ({ name, when, grantId }))).toEqual([
      { name: "Rahul Mehta", when: at(-HOUR), grantId: 2 },
      { name: "Priya Nair", when: at(-2 * HOUR), grantId: 1 },
    ]);
  });

  it("skips entries it cannot read", () => {
    const grants = [
      { ...base, access_log: [null, { user: base.user }, { accessed_at: "never" }, { accessed_at: at(0) }] },
    ] as unknown as UserJourneyAccess[];
    expect(accessLog(grants).map((entry) => entry.at)).toEqual([at(0)]);
  });
});
