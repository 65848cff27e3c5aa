import type { SidebarEntry } from "./types";

function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Whether `currentPath` is the entry's path or lies under it; trailing slashes do not count. */
export function isEntryActive(entryPath: string, currentPath: string): boolean {
  const entry = trimSlashes(entryPath);
  const current = trimSlashes(currentPath.split(/[?#]/)[0] ?? "");
  return current === entry || current.startsWith(entry === "/" ? "/" : `${entry}/`);
}

/** The entry marked current: the longest path that matches, so nested entries win over their parents. */
export function activeEntryPath(entries: readonly SidebarEntry[], currentPath: string): string | null {
  let best: string | null = null;
  for (const entry of entries) {
    if (!isEntryActive(entry.path, currentPath)) continue;
    if (best === null || trimSlashes(entry.path).length > trimSlashes(best).length) best = entry.path;
  }
  return best;
}

/** The top bar's title: Dashboard under /dashboard, Companies on the companies list only, else none. */
export function topBarTitle(currentPath: string): string | null {
  if (isEntryActive("/dashboard", currentPath)) return "Dashboard";
  const path = trimSlashes(currentPath.split(/[?#]/)[0] ?? "");
  return path === "/companies" ? "Companies" : null;
}

/** Up to two capital letters for the avatar: first and last name, else the username. */
export function initialsOf(user: { first_name: string; last_name: string; username: string }): string {
  const fromNames = [user.first_name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
  return fromNames !== "" ? fromNames : user.username.trim().slice(0, 2).toUpperCase();
}

/** "First Last", else the username. */
export function fullNameOf(user: { first_name: string; last_name: string; username: string }): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name !== "" ? name : user.username;
}
