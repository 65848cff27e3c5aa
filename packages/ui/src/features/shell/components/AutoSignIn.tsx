import { sessionOf, SIGN_IN_TEXTS, type Session } from "@pipeline/contract";
import { useEffect, useEffectEvent, useRef } from "react";
import styled from "styled-components";
import { useSignIn, type SignInSlice } from "../../../data/hooks/signIn";
import { Spinner } from "../../../primitives/Spinner";
import { toastErrorText } from "../../../primitives/Toast";
import { Brand, StyledFullPage, StyledPageTitle } from "./FullPage";

/** What AutoSignIn calls on the adapter: the two sign-in calls. */
export type AutoSignInAdapter = SignInSlice;

export type AutoSignInProps = {
  /** ERP username, or an e-mail address (it then uses the e-mail sign-in). */
  username: string;
  /** The password in clear; decoding the link's envelope is the app's. */
  password: string;
  /** Called once with the session of a successful sign-in. */
  onSignedIn: (session: Session) => void;
  /** Called once with the text to show when sign-in fails or finds no user. */
  onFailed: (message: string) => void;
};

const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.primary};
  text-align: center;
`;

/**
 * The "Logging you in" page of /login?username&password: it signs in once on mount (twice-run
 * effects of StrictMode included) and hands the outcome to the app; it shows no toast itself.
 */
export function AutoSignIn({ username, password, onSignedIn, onFailed }: AutoSignInProps) {
  const signIn = useSignIn();
  const started = useRef(false);

  const run = useEffectEvent(async () => {
    try {
      // Whatever the adapter answered, only a user with a key signs in.
      const session = sessionOf(await signIn({ username: username.trim(), password }));
      if (session) onSignedIn(session);
      else onFailed(SIGN_IN_TEXTS.noUserFound);
    } catch (error) {
      onFailed(toastErrorText(error));
    }
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, []);

  return (
    <StyledFullPage aria-busy="true">
      <StyledStatus>
        <Brand />
        <Spinner size="lg" />
        <div role="status">
          <StyledPageTitle>{SIGN_IN_TEXTS.loggingIn}</StyledPageTitle>
        </div>
      </StyledStatus>
    </StyledFullPage>
  );
}
