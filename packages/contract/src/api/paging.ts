/** Page size a list uses when the caller names none. */
export const DEFAULT_PAGE_SIZE = 10;

/** The largest page any list serves: the biggest page-size option of the tables. */
export const MAX_PAGE_SIZE = 500;
