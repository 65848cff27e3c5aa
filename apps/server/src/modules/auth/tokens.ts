import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, ne, sql } from "drizzle-orm";
import type { Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { authTokens, users } from "../../db/schema";

/** Twelve hours: a working day of inactivity signs a user out. */
export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

// Sliding the expiry on every request would write on every request; once a minute is close enough.
const SLIDE_STEP_MS = 60 * 1000;

export type Clock = () => Date;

/** What is stored of a secret handed out (a sign-in token, a set-password link): its SHA-256, in hex. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw, "utf8").digest("hex");
}

/**
 * Ends every session of the user but `keep` (the token of the request that changed their
 * password), in the caller's transaction.
 */
export async function endOtherSessions(tx: Database, userId: Id, keep: string): Promise<void> {
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, hashToken(keep))));
}

export function createTokenRepository(db: Database, options: { now?: Clock } = {}) {
  const now = options.now ?? (() => new Date());
  // Built once, as every signed-in call runs it.
  const liveToken = db
    .select({
      userId: authTokens.userId,
      ttlSeconds: authTokens.ttlSeconds,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder("hash")),
        gt(authTokens.expiresAt, sql.placeholder("at")),
        eq(users.isActive, true),
      ),
    )
    .prepare("pipeline_live_token");

  return {
    /** A new token for the user, valid for `ttlMs` after its last use; only its hash is stored. */
    async issue(userId: Id, ttlMs: number = DEFAULT_TOKEN_TTL_MS): Promise<string> {
      const raw = randomBytes(32).toString("base64url");
      const issued = now();
      await db.insert(authTokens).values({
        tokenHash: hashToken(raw),
        userId,
        ttlSeconds: Math.max(1, Math.round(ttlMs / 1000)),
        created: issued,
        lastUsed: issued,
        expiresAt: new Date(issued.getTime() + ttlMs),
      });
      return raw;
    },

    /** The user a live token belongs to, pushing its expiry on; null when unknown, expired or inactive. */
    async resolve(raw: string): Promise<Id | null> {
      if (!raw) return null;
      const at = now();
      const hash = hashToken(raw);
      const [row] = await liveToken.execute({ hash, at: at.toISOString() });
      if (!row) return null;
      const slid = new Date(at.getTime() + row.ttlSeconds * 1000);
      if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_STEP_MS) {
        await db
          .update(authTokens)
          .set({ expiresAt: slid, lastUsed: at })
          .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, at)));
      }
      return row.userId;
    },

    /** Signs a token out; true when it existed. */
    async revoke(raw: string): Promise<boolean> {
      const gone = await db
        .delete(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(raw)))
        .returning({ userId: authTokens.userId });
      return gone.length > 0;
    },

    /** Signs a user out everywhere (deactivated, or a new password). */
    async revokeAll(userId: Id): Promise<number> {
      const gone = await db
        .delete(authTokens)
        .where(eq(authTokens.userId, userId))
        .returning({ userId: authTokens.userId });
      return gone.length;
    },

    /** Deletes expired tokens; returns how many. */
    async purgeExpired(): Promise<number> {
      const gone = await db
        .delete(authTokens)
        .where(lte(authTokens.expiresAt, now()))
        .returning({ userId: authTokens.userId });
      return gone.length;
    },
  };
}

export type TokenRepository = ReturnType<typeof createTokenRepository>;
