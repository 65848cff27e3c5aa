// The portal's routes rendered in jsdom as a signed-in user finds them, for the route tests.
import type { CurrentUser, RoleName } from "@pipeline/contract";
import { type AdapterSlice, createTestAdapter } from "@pipeline/ui";
import { render } from "@testing-library/react";
import { createElement, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { appRoutes } from "../../src/app/router";
import { createServerCache } from "../../src/app/serverCache";
import type { RouteEntry } from "../../src/routes";
import { SessionProvider } from "../../src/session/SessionContext";
import { createSessionStore, type ObservableSessionStore } from "../../src/session/sessionStore";

/** Browser storage kept in a Map, a fresh one per session. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (name: string) => items.get(name) ?? null,
    setItem: (name: string, value: string) => void items.set(name, value),
    removeItem: (name: string) => void items.delete(name),
  };
}

/** A user holding `roles` (a USER by default), with what the test changes. */
export function portalUser(
  fields: Partial<Omit<CurrentUser, "role">> & { roles?: readonly RoleName[] } = {},
): CurrentUser {
  const { roles = ["USER"], ...rest } = fields;
  return {
    pk: 3,
    username: "rahul",
    first_name: "Rahul",
    last_name: "Mehta",
    email: "rahul.mehta@pipeline.test",
    permissions: [],
    joined_date: "2024-01-01T00:00:00Z",
    update_date: "2024-01-01T00:00:00Z",
    is_active: true,
    is_staff: false,
    active_role: null,
    ...rest,
    role: roles.map((role_name) => ({ role_name, is_active: true })),
  };
}

export type PortalOptions = {
  /** The session store the portal reads and keeps the session in. */
  session: ObservableSessionStore;
  /** The calls the pages make. */
  adapter: AdapterSlice;
  /** The history, the last one open unless `initialIndex` says which. */
  entries: string[];
  initialIndex?: number;
  /** The route table, the portal's own by default. */
  routes?: RouteEntry[];
  /** The installation's envelope key. Default: none. */
  envelopeKey?: string | null;
  /** Wraps the rendered portal (a context a screen's list reads in jsdom). */
  wrap?: (portal: ReactElement) => ReactElement;
};

/** The portal at `entries` with `session`, as it opens in a browser; answers its router. */
export function renderPortal({
  session,
  adapter,
  entries,
  initialIndex,
  routes,
  envelopeKey = null,
  wrap,
}: PortalOptions) {
  const router = createMemoryRouter(
    appRoutes({
      adapter: createTestAdapter(adapter),
      cache: createServerCache(),
      envelopeKey,
      ...(routes ? { routes } : {}),
    }),
    { initialEntries: entries, initialIndex: initialIndex ?? entries.length - 1 },
  );
  const portal = createElement(SessionProvider, {
    store: session,
    children: createElement(RouterProvider, { router }),
  });
  render(wrap ? wrap(portal) : portal);
  return router;
}

export type SignedInOptions = Omit<PortalOptions, "session" | "adapter"> & {
  user: CurrentUser;
  /** The calls the screens make, beside `users.current` (the user) and `users.short` (nobody). */
  adapter?: AdapterSlice;
  /** The role the user switched to, kept in the session as the role switcher keeps it. */
  actsAs?: RoleName;
};

/** The portal at `entries`, signed in as `user`; answers its router. */
export function renderSignedIn({ user, adapter, actsAs, ...options }: SignedInOptions) {
  const session = createSessionStore(null, memoryStorage(), null);
  session.signIn({ user, key: `token-${user.pk}` });
  if (actsAs) session.setActiveRole(actsAs);
  return renderPortal({
    ...options,
    session,
    adapter: {
      ...adapter,
      users: { current: async () => user, short: async () => [], ...adapter?.users },
    },
  });
}
