import { createContext, useContext, type ReactNode } from "react";

// The installation's envelope key (runtime config), for the pages that open what it sealed: the
// automatic sign-in link's password. Undefined only outside the provider.
const EnvelopeKeyContext = createContext<string | null | undefined>(undefined);

export function EnvelopeKeyProvider({
  envelopeKey,
  children,
}: {
  envelopeKey: string | null;
  children: ReactNode;
}) {
  return <EnvelopeKeyContext.Provider value={envelopeKey}>{children}</EnvelopeKeyContext.Provider>;
}

/** The envelope key, or null when the installation runs without the envelope. */
export function useEnvelopeKey(): string | null {
  const key = useContext(EnvelopeKeyContext);
  if (key === undefined) throw new Error("useEnvelopeKey needs an EnvelopeKeyProvider above it.");
  return key;
}
