/** Timestamps travel as ISO 8601 strings in UTC. */
export function iso(value: Date): string {
  return value.toISOString();
}

/** Ids once each, in the order first given. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}
