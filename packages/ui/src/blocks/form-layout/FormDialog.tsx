import type { FormikHelpers, FormikValues } from "formik";
import type { ReactNode } from "react";
import { Dialog } from "../../primitives/Dialog";
import { Form, type FormProps } from "../../primitives/Form";
import { FormActions, StyledDialogActions } from "./FormActions";
import { useFormSave } from "./useFormSave";

export type FormDialogProps<Values extends FormikValues, Saved extends { message: string }> = {
  /** The dialog's title, which names its form too. */
  title: string;
  /** Text under the title. Default: none. */
  description?: ReactNode;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: Cancel, Escape, the close button or a save. */
  onClose: () => void;
  initialValues: Values;
  validationSchema: FormProps<Values>["validationSchema"];
  /** Writes the values through the adapter. */
  send: (values: Values) => Promise<Saved>;
  /** Called with the server's answer after a save, before the dialog closes. Default: none. */
  onSaved?: (saved: Saved) => void;
  /** The submit button's text. */
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A dialog holding one short form, with Cancel and submit below its fields. A save shows the
 * server's message and closes; a refused one shows the error and the server's field messages.
 * A press beside the dialog never closes it, so typed text is not lost.
 */
export function FormDialog<Values extends FormikValues, Saved extends { message: string }>({
  title,
  description,
  open,
  onClose,
  initialValues,
  validationSchema,
  send,
  onSaved,
  submitLabel,
  children,
}: FormDialogProps<Values, Saved>) {
  const { save } = useFormSave<Values>();

  async function handleSubmit(values: Values, helpers: FormikHelpers<Values>) {
    const saved = await save(helpers, () => send(values));
    if (!saved) return;
    onSaved?.(saved);
    onClose();
  }

  return (
    <Dialog
      title={title}
      description={description}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      <Form<Values>
        aria-label={title}
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={handleSubmit}
      >
        {children}
        <FormActions frame={StyledDialogActions} onCancel={onClose} submitLabel={submitLabel} />
      </Form>
    </Dialog>
  );
}
