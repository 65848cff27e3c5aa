const LETTERS = "abcdefghijklmnopqrstuvwxyz";
let calls = 0;

function toLetters(value: number): string {
  let rest = Math.floor(value);
  let text = "";
  do {
    text = (LETTERS[rest % 26] ?? "a") + text;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return text;
}

/**
 * Lower-case letters unique to this run and call, so cases can find their own records on a
 * shared database (names accept letters only). Same length every time, so no token is part of
 * another.
 */
export function uniqueToken(): string {
  calls += 1;
  const time = toLetters(Date.now()).padStart(9, "a");
  const count = toLetters(calls).padStart(3, "a");
  const noise = toLetters(Math.random() * 26 ** 3).padStart(3, "a");
  return `${time}${count}${noise}`;
}
