import { AdapterError } from "@pipeline/contract";
import { notImplementedMessage } from "@pipeline/contract";

/** A method this adapter does not offer yet: rejects with 501, so the adapter is still a whole DataAdapter. */
export function notImplemented(port: string, method: string): () => Promise<never> {
  return () => Promise.reject(new AdapterError(notImplementedMessage(port, method), { status: 501 }));
}
