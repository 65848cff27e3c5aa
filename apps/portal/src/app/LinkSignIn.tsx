import { useEffect, useEffectEvent, useMemo } from "react";
import type { Session } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import { AutoSignIn } from "@pipeline/ui";

/**
 * The automatic sign-in link carries `password` as base64 of the envelope-sealed password; without
 * an envelope key it is base64 of the password itself. Null when it cannot be read.
 */
export function decodeLinkPassword(encoded: string, envelopeKey: string | null): string | null {
  try {
    const sealed = atob(encoded);
    return envelopeKey === null ? sealed : createEnvelope(envelopeKey).openText(sealed);
  } catch {
    return null;
  }
}

export type LinkSignInProps = {
  username: string;
  /** The link's `password` value, as it came. */
  encoded: string;
  envelopeKey: string | null;
  onSignedIn: (session: Session) => void;
  onFailed: (message: string) => void;
  /** Called when the link's password cannot be read; nothing is shown then. */
  onUnreadable: () => void;
};

/**
 * The sign-in of an automatic sign-in link, in a module of its own: the sign-in form opens without
 * the envelope that opens the link's password.
 */
export function LinkSignIn({
  username,
  encoded,
  envelopeKey,
  onSignedIn,
  onFailed,
  onUnreadable,
}: LinkSignInProps) {
  const password = useMemo(() => decodeLinkPassword(encoded, envelopeKey), [encoded, envelopeKey]);
  const unreadable = useEffectEvent(onUnreadable);
  useEffect(() => {
    if (password === null) unreadable();
  }, [password]);
  if (password === null) return null;
  return <AutoSignIn username={username} password={password} onSignedIn={onSignedIn} onFailed={onFailed} />;
}
