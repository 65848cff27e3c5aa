import { AdapterError } from "@pipeline/contract";
import { notImplementedMessage } from "@pipeline/contract";

/** A method this adapter does not offer yet: rejects with 501, so the adapter is still a whole DataAdapter. */
export function notImplemented(port: string, method: string): () => Promise<never> {
  return () => Promise.reject(new AdapterError(notImplementedMessage(port, method), { status: 501 }));
}

type Unimplemented<P> = { [K in keyof P]: () => Promise<never> };

/** A port none of whose methods is offered yet; every method must be named. */
export function notImplementedPort<P>(
  port: string,
  methods: Record<keyof P & string, true>,
): Unimplemented<P> {
  const entries = Object.keys(methods).map((method) => [method, notImplemented(port, method)]);
  return Object.fromEntries(entries) as Unimplemented<P>;
}
