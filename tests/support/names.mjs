// Names for generated people, shared by the benchmarks and the browser tests.

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A name of letters only (member names allow no digits): the index written in base 26. */
export function lettersOf(index) {
  let text = "";
  let rest = index;
  do {
    text = LETTERS[rest % 26] + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}
