/** A page of a list: `results.data` holds the rows, `count` all rows matching. */
export type PagedAnswer<T> = { results: { data: T[] }; count: number };

/** A single read, or an unpaged list. */
export type DataAnswer<T> = { data: T };

/** A create, update or action: the message is shown to the user as it comes. */
export type WriteAnswer<T = unknown> = { message: string; data: T };

/** An action with nothing to return but its message. */
export type MessageAnswer = { message: string };
