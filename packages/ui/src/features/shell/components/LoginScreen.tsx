import { sessionOf, SIGN_IN_TEXTS, type LoginValues, type Session } from "@pipeline/contract";
import { useId, useRef } from "react";
import styled from "styled-components";
import { useSignIn, type SignInSlice } from "../../../data/hooks/signIn";
import { Form, FormTextField, SubmitButton } from "../../../primitives/Form";
import { validateWithLoadedSchema } from "../../../primitives/Form/loadedSchema";
import { useToast } from "../../../primitives/Toast";
import { Brand, StyledCard, StyledFullPage, StyledPageText, StyledPageTitle } from "./FullPage";
import { PasswordField } from "./PasswordField";

/** What LoginScreen calls on the adapter: the two sign-in calls. */
export type LoginScreenAdapter = SignInSlice;

export type LoginScreenProps = {
  /** Called with the session of a successful sign-in; storing it and moving on is the app's. */
  onSignedIn: (session: Session) => void;
};

// The contract's sign-in schema loads with the form's first validation (signInRules), so the page
// shows without it; the initial values are the contract's loginInitialValues, both fields empty.
const loadLoginSchema = () => import("../../../data/hooks/signInRules").then((rules) => rules.loginSchema);
const validateLogin = validateWithLoadedSchema<LoginValues>(loadLoginSchema);
const INITIAL_VALUES: LoginValues = { username: "", password: "" };

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The employee sign-in page: ERP username (or e-mail address) and password. A sign-in answered
 * without a key warns "No user found !!" and stays; a failure shows the error text. As in every
 * form of the product, Enter does not submit (journey spec, section 5): the Sign in button does.
 */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const titleId = useId();
  const signIn = useSignIn();
  const toast = useToast();
  const passwordRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(values: LoginValues) {
    try {
      // Whatever the adapter answered, only a user with a key signs in.
      const loginSchema = await loadLoginSchema();
      const session = sessionOf(await signIn(loginSchema.cast(values)));
      if (session) {
        onSignedIn(session);
        return;
      }
      toast.warning(SIGN_IN_TEXTS.noUserFound);
    } catch (error) {
      toast.error(error);
    }
    // The busy button lost focus; the user goes on from the password, as after a typo.
    passwordRef.current?.focus();
  }

  return (
    <StyledFullPage>
      <StyledCard aria-labelledby={titleId}>
        <Brand />
        <StyledHeading>
          <StyledPageTitle id={titleId}>{SIGN_IN_TEXTS.title}</StyledPageTitle>
          <StyledPageText>{SIGN_IN_TEXTS.hint}</StyledPageText>
        </StyledHeading>
        <Form<LoginValues>
          aria-labelledby={titleId}
          initialValues={INITIAL_VALUES}
          validate={validateLogin}
          onSubmit={handleSubmit}
        >
          <FormTextField
            // The page is there to sign in: the first field is ready for typing.
            autoFocus
            name="username"
            label="Username"
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField name="password" label="Password" inputRef={passwordRef} />
          <SubmitButton fullWidth size="lg">
            Sign in
          </SubmitButton>
        </Form>
      </StyledCard>
    </StyledFullPage>
  );
}
