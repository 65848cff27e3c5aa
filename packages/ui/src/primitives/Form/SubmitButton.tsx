import { useFormikContext } from "formik";
import { Button, type ButtonProps } from "../Button";

export type SubmitButtonProps = Omit<ButtonProps, "type" | "loading"> & {
  /** Same intents as Button; a form's main action is primary. Default: "primary". */
  variant?: ButtonProps["variant"];
};

/** Submits the surrounding Form; shows a spinner and stays disabled while the submission runs. */
export function SubmitButton({ variant = "primary", disabled, ...buttonProps }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button
      {...buttonProps}
      type="submit"
      variant={variant}
      loading={isSubmitting}
      disabled={disabled || isSubmitting}
    />
  );
}
