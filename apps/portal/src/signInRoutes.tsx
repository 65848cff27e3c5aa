import { Navigate } from "react-router-dom";
import { LoginPage } from "./app/LoginPage";
import type { RouteAccess, RouteEntry } from "./routes";

export const PUBLIC: RouteAccess = { kind: "public" };

/**
 * The sign-in page and the way to it, at the head of the route table (ROUTES): the only routes the
 * portal's first script holds. The rest of the table loads with the first page that is not one of
 * these.
 */
export const SIGN_IN_ROUTES: readonly RouteEntry[] = [
  { path: "/", access: PUBLIC, screen: <Navigate to="/login" replace />, withoutCache: true },
  { path: "/login", access: PUBLIC, screen: <LoginPage />, withoutCache: true },
];
