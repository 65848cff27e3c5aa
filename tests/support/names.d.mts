/** A name of letters only (member names allow no digits): the index written in base 26. */
export declare function lettersOf(index: number): string;
