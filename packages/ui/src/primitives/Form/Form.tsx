import { Formik, type FormikConfig, type FormikProps, type FormikValues, useFormikContext } from "formik";
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from "react";
import styled from "styled-components";
import { FIELD_ERROR_ATTRIBUTE } from "../Field/Field";

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

/**
 * Once a submit ends with errors (the form's own checks, or the server's answer), the first field in
 * error takes the focus, brought into view: the person reads what to correct where they can correct
 * it, and a keyboard is already there. An error of a list rather than of a field is brought into view.
 */
function FocusFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const form = formRef.current;
    if (!hasErrors || !form) return;
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    const target = field ?? form.querySelector<HTMLElement>(`[${FIELD_ERROR_ATTRIBUTE}]`);
    field?.focus({ preventScroll: true });
    // Not every document can scroll (a test's DOM without layout has no scrollIntoView).
    if (target && "scrollIntoView" in target) target.scrollIntoView({ block: "center" });
  }, [submitCount, isSubmitting, isValidating, hasErrors, formRef]);
  return null;
}

/**
 * A formik form (schema, values, submit) laid out as a column of fields, where Enter never submits
 * and a submit that finds errors takes the focus to the first of them.
 */
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
  const formRef = useRef<HTMLFormElement>(null);
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
          ref={formRef}
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
          <FocusFirstError formRef={formRef} />
        </StyledForm>
      )}
    </Formik>
  );
}
