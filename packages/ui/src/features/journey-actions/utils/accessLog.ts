import type { Id, IsoDateTime, UserJourneyAccess } from "@pipeline/contract";

/** One read of a journey item through a grant: who read it and when. */
export type AccessLogEntry = { key: string; grantId: Id; name: string; at: IsoDateTime };

type PersonLike = { first_name?: unknown; last_name?: unknown };
type RawEntry = {
  id?: unknown;
  user?: PersonLike | null;
  accessed_at?: unknown;
  read_at?: unknown;
  created?: unknown;
  at?: unknown;
};

// The log is an optional part of a grant; its field name and entry shape are read defensively, so
// a grant without one (or an adapter that does not record reads) shows no entries.
const LOG_FIELDS = ["access_log", "log", "reads"] as const;
const TIME_FIELDS = ["accessed_at", "read_at", "created", "at"] as const;

function personName(person: PersonLike | null | undefined): string {
  if (!person) return "";
  const parts = [person.first_name, person.last_name].filter(
    (part) => typeof part === "string" && part !== "",
  );
  return parts.join(" ");
}

function entriesOf(grant: UserJourneyAccess): RawEntry[] {
  const record = grant as unknown as Record<string, unknown>;
  for (const field of LOG_FIELDS) {
    const value = record[field];
    if (Array.isArray(value))
      return value.filter((entry): entry is RawEntry => typeof entry === "object" && entry !== null);
  }
  return [];
}

function timeOf(entry: RawEntry): IsoDateTime | null {
  for (const field of TIME_FIELDS) {
    const value = entry[field];
    if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return value;
  }
  return null;
}

/** Every read through these grants, newest first; a reader without a name is the grant's user. */
export function accessLog(grants: readonly UserJourneyAccess[]): AccessLogEntry[] {
  const entries: AccessLogEntry[] = [];
  for (const grant of grants) {
    entriesOf(grant).forEach((entry, index) => {
      const at = timeOf(entry);
      if (at === null) return;
      const name = personName(entry.user) || personName(grant.user);
      entries.push({ key: `${grant.id}-${String(entry.id ?? index)}`, grantId: grant.id, name, at });
    });
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
