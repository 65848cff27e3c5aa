import { StringDecoder } from "node:string_decoder";
import { WorkbookError, formatCount, notReadable } from "./WorkbookError";

// An XML part as text for the parser, decoded whole characters at a time (a character split
// between two chunks stays whole), and bounded: the parser keeps a text or a tag in memory until it
// ends, so one that runs on for megabytes is refused while it streams, before it is held.

/** Longest tag, comment or instruction taken, in characters. */
const MAX_MARKUP_CHARS = 1024 * 1024;

type State = "text" | "open" | "tag" | "comment" | "cdata" | "pi" | "declaration";

export function cellTooLong(maxCellChars: number): WorkbookError {
  return new WorkbookError(
    `A cell holds more than ${formatCount(maxCellChars)} characters, more than an import can take.`,
  );
}

/** What markup an opening ("<", "<!", "<!-"...) starts, or null while it cannot tell yet. */
function openedState(opening: string): State | null {
  if (opening === "<?") return "pi";
  if (!opening.startsWith("<!")) return "tag";
  if (opening === "<!--") return "comment";
  if (opening === "<![CDATA[") return "cdata";
  if ("<!--".startsWith(opening) || "<![CDATA[".startsWith(opening)) return null;
  return "declaration";
}

/**
 * Checks the text of an XML part chunk by chunk. Text between two element tags (CDATA included) may
 * hold one cell's characters, written out as entities at worst (`_x000D_`: 7 characters for one).
 */
export function createXmlTextGuard(maxCellChars: number): (text: string) => void {
  const maxTextChars = maxCellChars * 8 + 4096;
  let state: State = "text";
  let opening = "";
  let quote = "";
  let ending = "";
  let textChars = 0;
  let markupChars = 0;

  const begin = (next: State) => {
    state = next;
    markupChars = opening.length;
    ending = "";
    if (next === "tag") textChars = 0;
  };

  return (text) => {
    let index = 0;
    while (index < text.length) {
      if (state === "text") {
        const next = text.indexOf("<", index);
        const end = next === -1 ? text.length : next;
        textChars += end - index;
        if (textChars > maxTextChars) throw cellTooLong(maxCellChars);
        if (next === -1) return;
        state = "open";
        opening = "<";
        index = next + 1;
        continue;
      }
      const char = text[index] as string;
      index += 1;
      if (state === "open") {
        opening += char;
        const next = openedState(opening);
        if (next !== null) {
          begin(next);
          // "<a>" or "</a>" may end in the chunk that began it.
          if (next === "tag" && char === ">") state = "text";
        }
        continue;
      }
      markupChars += 1;
      if (state === "cdata") textChars += 1;
      if (markupChars > MAX_MARKUP_CHARS && state !== "cdata") throw notReadable();
      if (textChars > maxTextChars) throw cellTooLong(maxCellChars);
      if (state === "tag") {
        if (quote !== "") {
          if (char === quote) quote = "";
        } else if (char === '"' || char === "'") quote = char;
        else if (char === ">") state = "text";
        continue;
      }
      ending = (ending + char).slice(-3);
      if (
        (state === "comment" && ending === "-->") ||
        (state === "cdata" && ending === "]]>") ||
        (state === "pi" && ending.endsWith("?>")) ||
        (state === "declaration" && char === ">")
      ) {
        state = "text";
      }
    }
  };
}

/** The part's text, chunk by chunk, checked by the guard; stops at `signal`. */
export async function* xmlText(
  stream: AsyncIterable<Buffer>,
  maxCellChars: number,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  const guard = createXmlTextGuard(maxCellChars);
  let first = true;
  for await (const chunk of stream) {
    signal?.throwIfAborted();
    let text = decoder.write(chunk);
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, "");
      first = false;
    }
    guard(text);
    if (text !== "") yield text;
  }
  const rest = decoder.end();
  guard(rest);
  if (rest !== "") yield rest;
}
