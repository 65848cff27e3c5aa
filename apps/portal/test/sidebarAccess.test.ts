// @vitest-environment jsdom
// Every route the sidebar links to, opened in the portal by users of each role: the guard lets in
// exactly the roles its access names (holding the permissions it names), and the sidebar links
// exactly the routes the guard lets the user into.
import type { KnownRole, RoleName } from "@pipeline/contract";
import { act, cleanup, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ROUTES, type RouteAccess, type RouteEntry } from "../src/routes";
import { portalUser, renderSignedIn } from "./support/portal";

// Every role the portal knows: one added to KnownRole fails to type-check until it is listed here.
const ROLES = Object.keys({
  USER: true,
  SUPER_ADMIN: true,
  FSD_Admin: true,
} satisfies Record<KnownRole, true>) as KnownRole[];

const LINKED = ROUTES.filter((route) => route.sidebar !== undefined);
const NAMED_PERMISSIONS = [
  ...new Set(LINKED.flatMap(({ access }) => (access.kind === "role" ? (access.permissions ?? []) : []))),
];

// The table with each screen replaced by a line naming its path: where a user lands reads off the page.
const shownAt = (path: string) => `Screen of ${path}`;
const TABLE: RouteEntry[] = ROUTES.map((route) => ({
  ...route,
  screen: createElement("p", null, shownAt(route.path)),
}));

type Person = { name: string; holds: RoleName[]; actsAs: RoleName; permissions: string[] };

const people: Person[] = [
  ...ROLES.flatMap((role) => [
    {
      name: `${role} holding every permission a route names`,
      holds: [role],
      actsAs: role,
      permissions: NAMED_PERMISSIONS,
    },
    { name: `${role} holding none`, holds: [role], actsAs: role, permissions: [] },
  ]),
  { name: "SUPER_ADMIN acting as USER", holds: ["SUPER_ADMIN", "USER"], actsAs: "USER", permissions: [] },
];

/** What the access names: the acting role among its roles, and one of its permissions when it names any. */
function names(access: RouteAccess, person: Person): boolean {
  if (access.kind !== "role") return true;
  const permitted =
    !access.permissions?.length || access.permissions.some((code) => person.permissions.includes(code));
  return access.roles.includes(person.actsAs) && permitted;
}

async function signIn(person: Person) {
  const user = portalUser({
    pk: 8,
    username: "kiran",
    first_name: "Kiran",
    last_name: "Das",
    email: "kiran.das@pipeline.test",
    roles: person.holds,
    permissions: person.permissions,
    active_role: person.actsAs,
  });
  const router = renderSignedIn({ user, entries: ["/gwx"], actsAs: person.actsAs, routes: TABLE });
  await screen.findByText(shownAt("/gwx"), {}, { timeout: 10_000 });
  return router;
}

function sidebarLabels(): string[] {
  const nav = screen.getByRole("navigation", { name: "Main" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

/** Follows a path: true when its screen shows, false when the 403 page does instead. */
async function lets(router: ReturnType<typeof renderSignedIn>, path: string): Promise<boolean> {
  await act(async () => {
    await router.navigate(path);
  });
  const shown = await screen.findByText((text) => text === shownAt(path) || text === shownAt("/403"));
  return shown.textContent === shownAt(path);
}

afterEach(() => {
  cleanup();
});

describe("the sidebar's routes, by role", { timeout: 30_000 }, () => {
  it("names both kinds of route: some for a few roles, some for every one", () => {
    expect(LINKED.some(({ access }) => access.kind === "role")).toBe(true);
    expect(LINKED.some(({ access }) => access.kind === "signed-in")).toBe(true);
  });

  for (const person of people) {
    it(`lets ${person.name} into exactly the routes whose access names it, and links those`, async () => {
      const router = await signIn(person);
      const expected = LINKED.filter(({ access }) => names(access, person));
      expect(sidebarLabels()).toEqual(expected.map(({ sidebar }) => sidebar?.label));
      const reached: string[] = [];
      for (const { path } of LINKED) if (await lets(router, path)) reached.push(path);
      expect(reached).toEqual(expected.map(({ path }) => path));
    });
  }
});
