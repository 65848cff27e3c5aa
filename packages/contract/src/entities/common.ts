/** Database identifier of any record. */
export type Id = number;

/** An instant as an ISO 8601 string in UTC; screens show it in IST. */
export type IsoDateTime = string;

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = string;

/** How an edited form marks a nested entry it sends back: changed, or removed but kept. */
export type EntryStatus = "EDITED" | "DELETED";

/** An option of a reference list as other records embed it. */
export type LabelRef = { id: Id; label: string };

/** A person as records name their author or editor. */
export type PersonRef = { first_name: string; last_name: string };
