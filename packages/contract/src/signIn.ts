import type { CurrentUser, Session } from "./entities/user";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The session a sign-in answer holds: its user and its key, or null when it holds no user or no
 * key (the spec's "No user found !!": the sign-in page warns and stays). An answer of any other
 * shape is read the same way, so a server that answers without a user never breaks the page.
 */
export function sessionOf(answer: unknown): Session | null {
  if (!isRecord(answer) || !isRecord(answer.user) || typeof answer.key !== "string") return null;
  if (answer.key === "" || !Array.isArray(answer.user.role)) return null;
  return { user: answer.user as CurrentUser, key: answer.key };
}
