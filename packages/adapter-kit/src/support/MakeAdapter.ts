import type { DataAdapter } from "@pipeline/contract";

/**
 * Returns a fresh adapter signed in as a SUPER_ADMIN (see CONFORMANCE_SEED). Called once per case,
 * so a case that signs in as someone else leaves the others untouched.
 */
export type MakeAdapter = () => DataAdapter | Promise<DataAdapter>;

/** An id no record has: within PostgreSQL's integer range, far above any sequence a test reaches. */
export const UNKNOWN_ID = 2_147_000_000;
