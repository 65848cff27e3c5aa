import { Formik, type FormikConfig, type FormikProps, type FormikValues } from "formik";
import type { ComponentProps, KeyboardEvent, ReactNode } from "react";
import styled from "styled-components";

export type FormProps<Values extends FormikValues> = Pick<
  FormikConfig<Values>,
  | "initialValues"
  | "onSubmit"
  | "validationSchema"
  | "validate"
  | "enableReinitialize"
  | "initialErrors"
  | "initialTouched"
  | "validateOnBlur"
  | "validateOnChange"
> &
  Omit<ComponentProps<"form">, "onSubmit" | "onReset" | "children"> & {
    /** The fields, or a function of the form's state for fields that depend on it. */
    children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  };

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  /* Fields take the form's width; a button keeps its own unless it asks for fullWidth. */
  > button {
    align-self: flex-start;
  }
`;

// Enter activates these rather than submitting through them, so it is left alone on them.
const BUTTON_INPUT_TYPES = new Set(["submit", "button", "reset", "image"]);

/**
 * The product's forms never submit on Enter: a half-filled form sent by a stray key press would
 * create records. Enter in a text area still starts a new line and buttons still respond to it.
 */
function preventImplicitSubmission(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  const target = event.target;
  if (target instanceof HTMLInputElement && !BUTTON_INPUT_TYPES.has(target.type)) event.preventDefault();
}

/** A formik form (schema, values, submit) laid out as a column of fields, where Enter never submits. */
export function Form<Values extends FormikValues>({
  initialValues,
  onSubmit,
  validationSchema,
  validate,
  enableReinitialize,
  initialErrors,
  initialTouched,
  validateOnBlur,
  validateOnChange,
  children,
  onKeyDown,
  ...formProps
}: FormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      // Formik ends isSubmitting by itself only for a promise; a plain handler would leave the submit
      // button spinning, so every handler is awaited.
      onSubmit={async (values, helpers) => {
        await onSubmit(values, helpers);
      }}
      validationSchema={validationSchema}
      validate={validate}
      enableReinitialize={enableReinitialize}
      initialErrors={initialErrors}
      initialTouched={initialTouched}
      validateOnBlur={validateOnBlur}
      validateOnChange={validateOnChange}
    >
      {(form) => (
        <StyledForm
          noValidate
          {...formProps}
          onSubmit={form.handleSubmit}
          onReset={form.handleReset}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            preventImplicitSubmission(event);
          }}
        >
          {typeof children === "function" ? children(form) : children}
        </StyledForm>
      )}
    </Formik>
  );
}
