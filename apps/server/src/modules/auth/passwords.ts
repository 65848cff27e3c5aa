import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { PASSWORD_POLICY, type Id } from "@pipeline/contract";
import type { Database } from "../../db/database";
import { authTokens, passwordLinks, users } from "../../db/schema";
import { type Clock, endOtherSessions, hashToken } from "./tokens";

/** How long a set-password link works. */
export const PASSWORD_LINK_TTL_MS = PASSWORD_POLICY.linkValidHours * 60 * 60 * 1000;

/** An account as the password routes read it. */
export type PasswordAccount = {
  id: Id;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  passwordHash: string | null;
};

/**
 * Voids the user's unused set-password links, in the caller's transaction: once their password,
 * e-mail address or active flag changes, a link sent before is not theirs to use any more.
 */
export async function voidPasswordLinks(tx: Database, userId: Id): Promise<void> {
  await tx.delete(passwordLinks).where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
}

/**
 * Local passwords: the user's own change, and the single-use set-password links an administrator
 * e-mails. A link is 32 random bytes, stored only as its SHA-256, as sign-in tokens are.
 */
export function createPasswordRepository(db: Database, options: { now?: Clock } = {}) {
  const now = options.now ?? (() => new Date());

  /** The link's row while it works: unused, unexpired, its user active. */
  const usable = (tokenHash: string, at: Date) =>
    and(
      eq(passwordLinks.tokenHash, tokenHash),
      isNull(passwordLinks.usedAt),
      gt(passwordLinks.expiresAt, at),
      sql`exists (select 1 from ${users} where ${users.id} = ${passwordLinks.userId} and ${users.isActive})`,
    );

  return {
    async account(id: Id): Promise<PasswordAccount | null> {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          isActive: users.isActive,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /**
     * Sets the user's password, ends every session of theirs but the one whose token is `keep`
     * (the request's own) and voids their unused set-password links, in one transaction.
     */
    async change(userId: Id, passwordHash: string, keep: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, modified: sql`now()` })
          .where(eq(users.id, userId));
        await endOtherSessions(tx, userId, keep);
        await voidPasswordLinks(tx, userId);
      });
    },

    /** A new link for the user, valid PASSWORD_LINK_TTL_MS; the user's unused links stop working. */
    async issueLink(userId: Id, createdBy: Id | null): Promise<string> {
      const raw = randomBytes(32).toString("base64url");
      const issued = now();
      await db.transaction(async (tx) => {
        // One link at a time, even when two are sent at once: the second waits for the first.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        await voidPasswordLinks(tx, userId);
        await tx.insert(passwordLinks).values({
          tokenHash: hashToken(raw),
          userId,
          createdBy,
          created: issued,
          expiresAt: new Date(issued.getTime() + PASSWORD_LINK_TTL_MS),
        });
      });
      return raw;
    },

    /** Removes a link, as when its e-mail could not be sent. */
    async dropLink(raw: string): Promise<void> {
      await db.delete(passwordLinks).where(eq(passwordLinks.tokenHash, hashToken(raw)));
    },

    /** Whether the link works now, without using it: the cheap check before a password is hashed. */
    async linkWorks(raw: string): Promise<boolean> {
      const [row] = await db
        .select({ id: passwordLinks.id })
        .from(passwordLinks)
        .where(usable(hashToken(raw), now()));
      return row !== undefined;
    },

    /**
     * Uses the link: marks it used, sets its user's password and ends every session of theirs, in
     * one transaction; the user's id, or null when the link does not work (unknown, used, expired,
     * or its user inactive). Two requests with one link cannot both use it.
     */
    async redeemLink(raw: string, passwordHash: string): Promise<Id | null> {
      const at = now();
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordLinks)
          .set({ usedAt: at })
          .where(usable(hashToken(raw), at))
          .returning({ userId: passwordLinks.userId });
        if (!link) return null;
        await tx
          .update(users)
          .set({ passwordHash, modified: sql`now()` })
          .where(eq(users.id, link.userId));
        await tx.delete(authTokens).where(eq(authTokens.userId, link.userId));
        return link.userId;
      });
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
