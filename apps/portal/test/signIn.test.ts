// @vitest-environment jsdom
// /login in the portal as a first visitor opens it: the sign-in form and the sign-in link work from
// a cold page, each call is made once, a remembered session opens signed in, and the next user to
// sign in sees nothing the previous one read.
import type { CurrentUser, Session } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import { generateEnvelopeKey } from "@pipeline/contract/envelope-node";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LINK_UNREADABLE_MESSAGE } from "../src/app/LoginPage";
import { ROUTES, type RouteEntry } from "../src/routes";
import { createSessionStore } from "../src/session/sessionStore";
import { memoryStorage, portalUser, renderPortal } from "./support/portal";

const asha = portalUser({
  pk: 1,
  username: "asha",
  first_name: "Asha",
  last_name: "Raman",
  email: "asha.raman@pipeline.test",
});
const kiran = portalUser({
  pk: 2,
  username: "kiran",
  first_name: "Kiran",
  last_name: "Das",
  email: "kiran.das@pipeline.test",
});
const PASSWORDS: Record<string, string> = { asha: "Asha@2026", kiran: "Kiran@2026" };

// The table with each page behind sign-in replaced by a line naming its path, but for /gwx, which
// sends a sign-in on to the companies list.
const shownAt = (path: string) => `Screen of ${path}`;
const TABLE: RouteEntry[] = ROUTES.map((route) =>
  route.access.kind === "public" || route.path === "/gwx"
    ? route
    : { ...route, screen: createElement("p", null, shownAt(route.path)) },
);

/** A server that knows asha and kiran, and who is signed in. */
function server() {
  let signedIn: CurrentUser | null = null;
  const erpLogin = vi.fn(async ({ username, password }: { username: string; password: string }) => {
    const user = [asha, kiran].find((known) => known.username === username);
    if (!user || PASSWORDS[username] !== password) throw new Error("Invalid username or password.");
    signedIn = user;
    return { user, key: `token-${user.pk}` } satisfies Session;
  });
  const current = vi.fn(async () => {
    if (!signedIn) throw new Error("Not signed in.");
    return signedIn;
  });
  const adapter = { auth: { erpLogin }, users: { current, short: async () => [] } };
  return { adapter, erpLogin, current };
}

/** The portal at `path`, signed out (nothing stored), the session store's code not loaded yet. */
function openSignedOut(path: string, envelopeKey: string | null = null) {
  const session = createSessionStore(envelopeKey, memoryStorage(), null);
  const calls = server();
  const router = renderPortal({
    session,
    adapter: calls.adapter,
    entries: [path],
    routes: TABLE,
    envelopeKey,
  });
  return { session, router, ...calls };
}

async function signInWithForm(username: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole("textbox", { name: "Username" }, { timeout: 10_000 }), username);
  await user.type(screen.getByLabelText(/^Password/), PASSWORDS[username] ?? "");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

const profileOf = (user: CurrentUser) =>
  screen.findByRole(
    "button",
    { name: `Profile menu for ${user.first_name} ${user.last_name}` },
    { timeout: 10_000 },
  );

afterEach(() => {
  cleanup();
});

describe("/login", { timeout: 30_000 }, () => {
  it("signs in from a cold page and lands on the companies list, each call made once", async () => {
    const { session, router, erpLogin, current } = openSignedOut("/login");
    await signInWithForm("asha");
    expect(await screen.findByText(shownAt("/companies"), {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/companies");
    await profileOf(asha);
    expect(session.snapshot()).toMatchObject({ token: "token-1", user: { username: "asha" } });
    expect(erpLogin).toHaveBeenCalledTimes(1);
    expect(erpLogin).toHaveBeenCalledWith({ username: "asha", password: "Asha@2026" });
    expect(current).toHaveBeenCalledTimes(1);
  });

  it("lands on the page asked for before signing in", async () => {
    const { router } = openSignedOut("/login?next=%2Fexcel-import");
    await signInWithForm("asha");
    expect(await screen.findByText(shownAt("/excel-import"), {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/excel-import");
  });

  it("says why a sign-in was refused and stays on the form", async () => {
    const { router, session } = openSignedOut("/login");
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Username" }, { timeout: 10_000 }), "asha");
    await user.type(screen.getByLabelText(/^Password/), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Invalid username or password.");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false),
    );
    expect(router.state.location.pathname).toBe("/login");
    expect(session.snapshot()).toBeNull();
  });

  it("signs in from an automatic sign-in link, its password sealed with the envelope", async () => {
    const key = generateEnvelopeKey();
    const password = btoa(createEnvelope(key).sealText(PASSWORDS.kiran ?? ""));
    const { router, erpLogin, session } = openSignedOut(
      `/login?username=kiran&password=${encodeURIComponent(password)}`,
      key,
    );
    expect(await screen.findByText(shownAt("/companies"), {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/companies");
    expect(erpLogin).toHaveBeenCalledTimes(1);
    expect(erpLogin).toHaveBeenCalledWith({ username: "kiran", password: "Kiran@2026" });
    expect(session.snapshot()?.user.username).toBe("kiran");
  });

  it("shows the form for a link it cannot read, keeping where to go afterwards", async () => {
    const { router, erpLogin } = openSignedOut(
      "/login?username=kiran&password=%25%25%25&next=%2Fexcel-import",
    );
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toContain(
      LINK_UNREADABLE_MESSAGE,
    );
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.search).toBe("?next=%2Fexcel-import");
    expect(erpLogin).not.toHaveBeenCalled();
  });

  it("opens a remembered session signed in", async () => {
    const storage = memoryStorage();
    const key = generateEnvelopeKey();
    const earlier = createSessionStore(key, storage, null);
    await earlier.preload();
    earlier.signIn({ user: asha, key: "token-1" });

    // As the portal starts: the stored session is read before the first page shows.
    const session = createSessionStore(key, storage, null);
    await session.restored();
    const { adapter, erpLogin } = server();
    const router = renderPortal({ session, adapter, entries: ["/login"], routes: TABLE, envelopeKey: key });
    expect(await screen.findByText(shownAt("/companies"), {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/companies");
    expect(erpLogin).not.toHaveBeenCalled();
  });

  it("shows the next user to sign in nothing the previous one read", async () => {
    const { session, router, current } = openSignedOut("/login");
    await signInWithForm("asha");
    await profileOf(asha);
    expect(current).toHaveBeenCalledTimes(1);

    // The session ends elsewhere (another tab, a set-password link): the page says so.
    act(() => session.clear());
    expect(
      await screen.findByRole("heading", { name: "Sorry, You are logged out!" }, { timeout: 10_000 }),
    ).toBeTruthy();
    await act(async () => {
      await router.navigate("/login");
    });
    await signInWithForm("kiran");

    // Kiran's own user is read, not Asha's shown from before.
    await waitFor(() => expect(current).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    await profileOf(kiran);
    expect(session.snapshot()?.user.username).toBe("kiran");
    expect(screen.queryByRole("button", { name: /Profile menu for Asha/ })).toBeNull();
  });
});

describe("the pages beside /login", { timeout: 30_000 }, () => {
  it("answers an unknown path with the not-found page", async () => {
    const { router } = openSignedOut("/no-such-page");
    expect(
      await screen.findByRole("heading", { name: "Sorry, page not found!" }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe("/404");
  });

  it("shows the logged-out page on a page behind sign-in, whose Go to Home signs in and comes back", async () => {
    const { router } = openSignedOut("/excel-import");
    expect(
      await screen.findByRole("heading", { name: "Sorry, You are logged out!" }, { timeout: 10_000 }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Go to Home" }));
    expect(await screen.findByRole("button", { name: "Sign in" }, { timeout: 10_000 })).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/login?next=%2Fexcel-import",
    );
  });

  it("sends / to the sign-in form", async () => {
    const { router } = openSignedOut("/");
    expect(await screen.findByRole("button", { name: "Sign in" }, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });
});
