// The small readers every part of the configuration uses, and the error a bad value is refused with.

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** A variable's value trimmed, or null when unset or blank. */
export function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readBoolean(name: string, raw: string | undefined): boolean {
  const value = optional(raw)?.toLowerCase();
  if (value === undefined || value === null) return false;
  if (["1", "true", "yes", "on"].includes(value)) return true;
  if (["0", "false", "no", "off"].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, not "${raw}".`);
}
