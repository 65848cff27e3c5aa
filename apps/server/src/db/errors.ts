/** A value another record already holds where it must be unique; the route answers 409. */
export class DuplicateError extends Error {
  override name = "DuplicateError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** Ids that name no record of the kind the field wants; the route answers 400. */
export class InvalidReferenceError extends Error {
  override name = "InvalidReferenceError";
  constructor(
    readonly field: string,
    readonly ids: readonly number[],
  ) {
    super(`${field}: no such record ${ids.join(", ")}`);
  }
}

/** The constraint behind a unique violation, looked for through the driver's wrapped errors. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return null;
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return null;
}
