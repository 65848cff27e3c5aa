import { lazy, type ComponentType } from "react";
import { Navigate } from "react-router-dom";
import type { RouteAccess, RouteEntry } from "./routes";

export const PUBLIC: RouteAccess = { kind: "public" };

let loadedLoginPage: ComponentType | null = null;

/**
 * The sign-in page's code, with its form: loaded by the sign-in page only, never by a signed-in
 * visit. main.tsx loads it beside the session's code when the sign-in page is opened, and draws the
 * page once both are in, so that the form shows as soon as it did when the first script held it.
 */
export const loadLoginPage = () =>
  import("./app/LoginPage").then((m) => {
    loadedLoginPage = m.LoginPage;
    return { default: m.LoginPage };
  });
const LazyLoginPage = lazy(loadLoginPage);

/** The sign-in page: at once when its code is in, else once it is (a later way to /login). */
function LoginRoute() {
  const Loaded = loadedLoginPage;
  return Loaded ? <Loaded /> : <LazyLoginPage />;
}

/** Whether `pathname` opens the sign-in page (itself, or the way to it). */
export const opensSignIn = (pathname: string) => pathname === "/" || pathname === "/login";

/**
 * The sign-in page and the way to it, at the head of the route table (ROUTES): the only routes the
 * portal's first script holds, the page's code and form loading with the page itself. The rest of
 * the table loads with the first page that is not one of these.
 */
export const SIGN_IN_ROUTES: readonly RouteEntry[] = [
  { path: "/", access: PUBLIC, screen: <Navigate to="/login" replace />, withoutCache: true },
  { path: "/login", access: PUBLIC, screen: <LoginRoute />, withoutCache: true },
];
