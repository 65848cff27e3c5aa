import type { FormikHelpers } from "formik";
import { useNavigate } from "../../../navigation";
import { useFormSave } from "../../../blocks/form-layout";

export type SaveAndReturnOptions<Values, Input> = {
  /** Writes the record; resolves to the server's answer. */
  save: (input: Input) => Promise<{ message: string }>;
  /** The payload sent for the form's values. */
  toInput: (values: Values) => Input;
  /** The list shown again after a successful save. */
  returnTo: string;
};

/**
 * The submit handler of an admin form: on success the server's message as a toast, then the list,
 * replacing the form in the history; on failure the error toast and the server's field messages
 * on their fields, with the form left as it was for another try.
 */
export function useSaveAndReturn<Values, Input>({
  save,
  toInput,
  returnTo,
}: SaveAndReturnOptions<Values, Input>) {
  const form = useFormSave<Values>();
  const navigate = useNavigate();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    const saved = await form.save(helpers, () => save(toInput(values)));
    if (saved) navigate(returnTo, { replace: true });
  };
}
