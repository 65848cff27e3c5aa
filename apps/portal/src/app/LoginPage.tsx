import { useEffect, useMemo } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { createEnvelope } from "@pipeline/contract/envelope";
import { AutoSignIn, LoginScreen, useToast } from "@pipeline/ui";
import { useSession, useSessionStore } from "../session/SessionContext";
import { useEnvelopeKey } from "./envelopeKey";
import { NEXT_PARAM, safeNextPath } from "./nextPath";

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

export const LINK_UNREADABLE_MESSAGE = "The sign-in link could not be read. Please sign in below.";

/**
 * /login: the employee sign-in, or the automatic one from `?username=&password=`. With
 * `?next=` (a path of this site), the user lands there once signed in instead of /gwx.
 */
export function LoginPage() {
  const envelopeKey = useEnvelopeKey();
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const username = params.get("username");
  const encoded = params.get("password");
  const next = safeNextPath(params.get(NEXT_PARAM));
  // What stays in the address bar when the link's values are dropped: where to go afterwards.
  const kept: Record<string, string> = next === null ? {} : { [NEXT_PARAM]: next };
  const linkPassword = useMemo(
    () => (username && encoded ? decodeLinkPassword(encoded, envelopeKey) : null),
    [username, encoded, envelopeKey],
  );

  const unreadable = Boolean(username && encoded) && linkPassword === null;
  useEffect(() => {
    if (!unreadable) return;
    toast.error(LINK_UNREADABLE_MESSAGE);
    setParams(next === null ? {} : { [NEXT_PARAM]: next }, { replace: true });
  }, [unreadable, toast, setParams, next]);

  if (session) return <Navigate to={next ?? (session.activeRole ? "/gwx" : "/companies")} replace />;

  const signedIn = (signed: Parameters<typeof store.signIn>[0]) => {
    store.signIn(signed);
    void navigate(next ?? "/gwx", { replace: true });
  };
  // Back to the plain form, without the link's values in the address bar.
  const dropLink = () => setParams(kept, { replace: true });

  if (username && encoded && linkPassword !== null) {
    return (
      <AutoSignIn
        username={username}
        password={linkPassword}
        onSignedIn={signedIn}
        onFailed={(message) => {
          toast.error(message);
          dropLink();
        }}
      />
    );
  }
  return <LoginScreen onSignedIn={signedIn} />;
}
