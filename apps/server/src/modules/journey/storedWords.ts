/**
 * A text column's value as the union of words its CHECK constraint admits. A value outside them
 * would mean the database and the code disagree: it is thrown, not passed on.
 */
export function storedWord<W extends string>(words: readonly W[], value: string): W {
  const word = words.find((candidate) => candidate === value);
  if (word === undefined) throw new Error(`The stored value "${value}" is none of ${words.join(", ")}.`);
  return word;
}
