import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { loginAttempts } from "../../db/schema";
import type { Clock } from "./tokens";

export type RateLimitOptions = {
  /** Attempts allowed per window; the next one is refused. */
  limit?: number;
  windowMs?: number;
  now?: Clock;
};

export type RateLimitState = {
  /** Attempts left in the window after this one. */
  remaining: number;
  /** When the window ends, if this attempt went over the limit; null while allowed. */
  blockedUntil: Date | null;
};

export const LOGIN_RATE_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Fixed-window counters of sign-in attempts, keyed by whatever the caller counts (an identifier,
 * an address). One atomic upsert per attempt, so several server processes count together.
 */
export function createLoginAttemptRepository(db: Database, options: RateLimitOptions = {}) {
  const limit = options.limit ?? LOGIN_RATE_LIMIT.limit;
  const windowMs = options.windowMs ?? LOGIN_RATE_LIMIT.windowMs;
  const now = options.now ?? (() => new Date());

  return {
    /** Counts an attempt and tells whether it is within the limit. */
    async hit(key: string): Promise<RateLimitState> {
      const at = now();
      const windowOpen = new Date(at.getTime() - windowMs);
      // The window restarts on the first attempt after it has run out.
      const expired = sql`${loginAttempts.windowStart} <= ${windowOpen.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginAttempts)
        .values({ key, windowStart: at, attempts: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
            windowStart: sql`case when ${expired} then excluded.window_start else ${loginAttempts.windowStart} end`,
          },
        })
        .returning({ attempts: loginAttempts.attempts, windowStart: loginAttempts.windowStart });
      const attempts = row?.attempts ?? 1;
      const windowStart = row?.windowStart ?? at;
      return {
        remaining: Math.max(0, limit - attempts),
        blockedUntil: attempts > limit ? new Date(windowStart.getTime() + windowMs) : null,
      };
    },

    /** Forgets the attempts of a key, after a successful sign-in. */
    async clear(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },

    /** Deletes counters whose window has run out; returns how many. */
    async purgeExpired(): Promise<number> {
      const gone = await db
        .delete(loginAttempts)
        .where(lte(loginAttempts.windowStart, new Date(now().getTime() - windowMs)))
        .returning({ key: loginAttempts.key });
      return gone.length;
    },
  };
}

export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
