import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { authTokens, loginAttempts, users } from "../../src/db/schema";
import { createLoginAttemptRepository } from "../../src/modules/auth/loginAttempts";
import { createTokenRepository, DEFAULT_TOKEN_TTL_MS } from "../../src/modules/auth/tokens";
import { createUserRepository } from "../../src/modules/users/repository";
import { userInput } from "./fixtures";
import { testDatabase } from "./testDatabase";

const database = testDatabase();
let clock = new Date("2025-01-01T00:00:00Z");
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

beforeEach(async () => {
  clock = new Date("2025-01-01T00:00:00Z");
});

async function someone(key = "Token") {
  return (await createUserRepository(database.db).create(userInput(key), null)).id;
}

describe("tokens", () => {
  it("issues random url-safe tokens and stores only their hash", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    const raw = await tokens.issue(userId);
    const other = await tokens.issue(userId);

    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other).not.toBe(raw);
    const stored = await database.db.select().from(authTokens);
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.tokenHash)).not.toContain(raw);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((stored[0]?.expiresAt.getTime() ?? 0) - clock.getTime()).toBe(DEFAULT_TOKEN_TTL_MS);
  });

  it("resolves a live token to its user, and nothing else", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    const raw = await tokens.issue(userId);
    expect(await tokens.resolve(raw)).toBe(userId);
    expect(await tokens.resolve(`${raw}x`)).toBeNull();
    expect(await tokens.resolve("")).toBeNull();
  });

  it("expires a token left unused for its lifetime", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const raw = await tokens.issue(await someone(), 2 * HOUR);
    advance(2 * HOUR - 1000);
    expect(await tokens.resolve(raw)).not.toBeNull();
    advance(2 * HOUR);
    expect(await tokens.resolve(raw)).toBeNull();
  });

  it("slides the expiry on use, so an active session stays signed in", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const raw = await tokens.issue(await someone(), 2 * HOUR);
    for (let step = 0; step < 5; step += 1) {
      advance(90 * MINUTE);
      expect(await tokens.resolve(raw), `step ${step}`).not.toBeNull();
    }
    const [row] = await database.db.select().from(authTokens);
    expect(row?.expiresAt.toISOString()).toBe(new Date(clock.getTime() + 2 * HOUR).toISOString());
    expect(row?.lastUsed.toISOString()).toBe(clock.toISOString());
  });

  it("refuses the token of a user who was deactivated", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    const raw = await tokens.issue(userId);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
    expect(await tokens.resolve(raw)).toBeNull();
  });

  it("revokes one token, or every token of a user", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    const [first, second, third] = [
      await tokens.issue(userId),
      await tokens.issue(userId),
      await tokens.issue(userId),
    ];
    expect(await tokens.revoke(first)).toBe(true);
    expect(await tokens.revoke(first)).toBe(false);
    expect(await tokens.resolve(first)).toBeNull();
    expect(await tokens.resolve(second)).toBe(userId);
    expect(await tokens.revokeAll(userId)).toBe(2);
    expect(await tokens.resolve(third)).toBeNull();
  });

  it("purges expired tokens only", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    await tokens.issue(userId, HOUR);
    const lasting = await tokens.issue(userId, 3 * HOUR);
    advance(2 * HOUR);
    expect(await tokens.purgeExpired()).toBe(1);
    expect(await tokens.resolve(lasting)).toBe(userId);
    expect(await database.db.select().from(authTokens)).toHaveLength(1);
  });

  it("goes when its user goes", async () => {
    const tokens = createTokenRepository(database.db, { now });
    const userId = await someone();
    await tokens.issue(userId);
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await database.db.select().from(authTokens)).toEqual([]);
  });
});

describe("login attempts", () => {
  const limited = () => createLoginAttemptRepository(database.db, { limit: 3, windowMs: 15 * MINUTE, now });

  it("allows the limit within a window, then blocks until the window ends", async () => {
    const attempts = limited();
    const results = [];
    for (let index = 0; index < 5; index += 1) results.push(await attempts.hit("user:ada"));
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(results.slice(0, 3).every((result) => result.blockedUntil === null)).toBe(true);
    expect(results[3]?.blockedUntil?.toISOString()).toBe("2025-01-01T00:15:00.000Z");
    expect(results[4]?.blockedUntil?.toISOString()).toBe("2025-01-01T00:15:00.000Z");
  });

  it("starts a new window once the old one has run out", async () => {
    const attempts = limited();
    for (let index = 0; index < 4; index += 1) await attempts.hit("ip:10.0.0.1");
    advance(14 * MINUTE);
    expect((await attempts.hit("ip:10.0.0.1")).blockedUntil).not.toBeNull();
    advance(MINUTE);
    expect(await attempts.hit("ip:10.0.0.1")).toEqual({ remaining: 2, blockedUntil: null });
  });

  it("counts each key on its own, and forgets a key when cleared", async () => {
    const attempts = limited();
    for (let index = 0; index < 4; index += 1) await attempts.hit("user:ada");
    expect((await attempts.hit("user:grace")).remaining).toBe(2);
    await attempts.clear("user:ada");
    expect(await attempts.hit("user:ada")).toEqual({ remaining: 2, blockedUntil: null });
  });

  it("counts together across repositories, as several server processes would", async () => {
    const one = limited();
    const two = limited();
    await one.hit("user:ada");
    await two.hit("user:ada");
    await one.hit("user:ada");
    expect((await two.hit("user:ada")).blockedUntil).not.toBeNull();
  });

  it("purges counters whose window has run out", async () => {
    const attempts = limited();
    await attempts.hit("old");
    advance(10 * MINUTE);
    await attempts.hit("recent");
    advance(6 * MINUTE);
    expect(await attempts.purgeExpired()).toBe(1);
    expect((await database.db.select().from(loginAttempts)).map((row) => row.key)).toEqual(["recent"]);
  });

  it("defaults to 10 attempts per 15 minutes", async () => {
    const attempts = createLoginAttemptRepository(database.db, { now });
    for (let index = 0; index < 10; index += 1) expect((await attempts.hit("k")).blockedUntil).toBeNull();
    expect((await attempts.hit("k")).blockedUntil?.toISOString()).toBe("2025-01-01T00:15:00.000Z");
  });
});
