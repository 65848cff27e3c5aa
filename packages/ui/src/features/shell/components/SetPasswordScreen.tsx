import {
  isAdapterError,
  PASSWORD_MESSAGES,
  setPasswordSchema,
  type SetPasswordValues,
} from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { LogIn } from "lucide-react";
import { useId, useState } from "react";
import styled from "styled-components";
import { toFormErrors } from "../../../blocks/form-layout";
import { type SetPasswordSlice, useSetPassword } from "../../../data/hooks/auth";
import { useNavigate } from "../../../navigation";
import { Button } from "../../../primitives/Button";
import { Form, SubmitButton } from "../../../primitives/Form";
import { useToast } from "../../../primitives/Toast";
import { Brand, StyledCard, StyledFullPage, StyledPageText, StyledPageTitle } from "./FullPage";
import { PasswordField } from "./PasswordField";

/** What SetPasswordScreen calls on the adapter: the one call of the link's page. */
export type SetPasswordScreenAdapter = SetPasswordSlice;

export type SetPasswordScreenProps = {
  /** The `token` of the link's address; empty when the address holds none. */
  token: string;
  /** Called once the password is set and its toast shown: the app goes on to sign-in. */
  onPasswordSet: () => void;
  /** Where "Go to sign in" leads, for a link that no longer works. Default: "/login". */
  loginPath?: string;
};

const TITLE = "Set your password";

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The page a set-password link opens, without signing in: the new password twice, with the policy
 * under it. Once set, the toast says so and the app goes on to sign-in; a link that has expired or
 * was used already says so, with the way to sign in. Enter does not submit, as in every form.
 */
export function SetPasswordScreen({ token, onPasswordSet, loginPath = "/login" }: SetPasswordScreenProps) {
  const titleId = useId();
  const setPassword = useSetPassword();
  const toast = useToast();
  const navigate = useNavigate();
  const [unusable, setUnusable] = useState<string | null>(token ? null : PASSWORD_MESSAGES.linkMissing);

  async function handleSubmit(values: SetPasswordValues, helpers: FormikHelpers<SetPasswordValues>) {
    try {
      const { message } = await setPassword.mutateAsync({ ...values, token });
      toast.success(message);
      onPasswordSet();
    } catch (error) {
      toast.error(error);
      if (!isAdapterError(error)) return;
      if (error.message === PASSWORD_MESSAGES.linkInvalid || error.fieldErrors?.token) {
        setUnusable(error.message);
        return;
      }
      helpers.setErrors(toFormErrors<SetPasswordValues>(error.fieldErrors));
    }
  }

  return (
    <StyledFullPage>
      <StyledCard aria-labelledby={titleId}>
        <Brand />
        <StyledHeading>
          <StyledPageTitle id={titleId}>{TITLE}</StyledPageTitle>
          <StyledPageText>
            {unusable ?? "Choose the password you will sign in with. This link works once."}
          </StyledPageText>
        </StyledHeading>
        {unusable ? (
          <Button variant="primary" size="lg" icon={<LogIn />} onClick={() => navigate(loginPath)}>
            Go to sign in
          </Button>
        ) : (
          <Form<SetPasswordValues>
            aria-labelledby={titleId}
            initialValues={{ token, new_password: "", confirm_password: "" }}
            validationSchema={setPasswordSchema}
            onSubmit={handleSubmit}
          >
            <PasswordField
              autoFocus
              name="new_password"
              label="New password"
              autoComplete="new-password"
              description={PASSWORD_MESSAGES.policy}
            />
            <PasswordField name="confirm_password" label="Confirm new password" autoComplete="new-password" />
            <SubmitButton fullWidth size="lg">
              Set password
            </SubmitButton>
          </Form>
        )}
      </StyledCard>
    </StyledFullPage>
  );
}
