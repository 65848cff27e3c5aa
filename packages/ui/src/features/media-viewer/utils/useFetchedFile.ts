import { useEffect, useState } from "react";

/** A file fetched from its address and read as text, bytes or a Blob; failures become a message. */
export type Fetched<T> =
  { state: "loading" } | { state: "ready"; value: T } | { state: "error"; message: string };

type ReadAs = { text: string; arrayBuffer: ArrayBuffer; blob: Blob };

/** Fetches `url` and reads it `as` asked, cancelling on a new address or unmount. */
export function useFetchedFile<K extends keyof ReadAs>(url: string, as: K): Fetched<ReadAs[K]> {
  // The answer is kept with the address it is for, so a new address reads as loading at once.
  const [answer, setAnswer] = useState<{ url: string; result: Fetched<ReadAs[K]> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new Error(`The file could not be read (${response.status}).`);
      const value = (await response[as]()) as ReadAs[K];
      if (!controller.signal.aborted) setAnswer({ url, result: { state: "ready", value } });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : "The file could not be read.";
      setAnswer({ url, result: { state: "error", message } });
    });
    return () => controller.abort();
  }, [url, as]);
  return answer?.url === url ? answer.result : { state: "loading" };
}
