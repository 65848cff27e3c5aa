import { lazy, Suspense } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { LoginScreen, useToast } from "@pipeline/ui";
import { useSession, useSessionStore } from "../session/SessionContext";
import { useEnvelopeKey } from "./envelopeKey";
import { NEXT_PARAM, safeNextPath } from "./nextPath";
import { useServerCache } from "./serverCache";

// Only a sign-in link needs the envelope (to open its password): it loads with such a link.
const LinkSignIn = lazy(() => import("./LinkSignIn").then((m) => ({ default: m.LinkSignIn })));

export const LINK_UNREADABLE_MESSAGE = "The sign-in link could not be read. Please sign in below.";

/**
 * /login: the employee sign-in, or the automatic one from `?username=&password=`. With
 * `?next=` (a path of this site), the user lands there once signed in instead of /gwx.
 */
export function LoginPage() {
  const envelopeKey = useEnvelopeKey();
  const session = useSession();
  const store = useSessionStore();
  const cache = useServerCache();
  const navigate = useNavigate();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const username = params.get("username");
  const encoded = params.get("password");
  const next = safeNextPath(params.get(NEXT_PARAM));

  if (session) return <Navigate to={next ?? (session.activeRole ? "/gwx" : "/companies")} replace />;

  const signedIn = (signed: Parameters<typeof store.signIn>[0]) => {
    // A new session starts with an empty cache: nothing read for the previous user is shown.
    cache.clear();
    store.signIn(signed);
    void navigate(next ?? "/gwx", { replace: true });
  };
  // Back to the plain form, without the link's values in the address bar; what stays there is
  // where to go afterwards.
  const dropLink = () => setParams(next === null ? {} : { [NEXT_PARAM]: next }, { replace: true });

  if (username && encoded) {
    return (
      <Suspense fallback={null}>
        <LinkSignIn
          username={username}
          encoded={encoded}
          envelopeKey={envelopeKey}
          onSignedIn={signedIn}
          onFailed={(message) => {
            toast.error(message);
            dropLink();
          }}
          onUnreadable={() => {
            toast.error(LINK_UNREADABLE_MESSAGE);
            dropLink();
          }}
        />
      </Suspense>
    );
  }
  return <LoginScreen onSignedIn={signedIn} />;
}
