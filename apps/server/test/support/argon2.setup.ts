import type * as Argon2 from "argon2";
import { vi } from "vitest";

// Passwords are hashed with argon2id at the library's default cost, about a second of CPU per hash
// or check on a busy two-core machine, and a server test signs in hundreds of times. Here a hash made
// without an explicit cost gets the cheapest one: still a real argon2id hash, checked for real (a
// wrong password is still refused), since argon2.verify reads the cost from the stored hash. A test
// about the cost itself passes its own.
vi.mock("argon2", async (importOriginal) => {
  const original = await importOriginal<typeof Argon2 & { default?: typeof Argon2 }>();
  const argon2 = original.default ?? original;
  const cheapest = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  const hash = ((password: string | Buffer, options?: object) =>
    argon2.hash(password, { ...cheapest, ...options })) as typeof argon2.hash;
  const mocked = { ...argon2, hash };
  return { ...mocked, default: mocked };
});
