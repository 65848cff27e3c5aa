import { useField } from "formik";
import { useCallback, useEffect, useRef } from "react";
import { afterPress, watchPresses } from "./afterPress";

export type FormFieldBinding<Value> = {
  /** The field's path in the form values. */
  name: string;
  value: Value;
  /** The schema's message, once the field has been left or the form submitted; undefined otherwise. */
  error: string | undefined;
  setValue: (value: Value) => void;
  /** Marks the field touched, which lets its error show; during a pointer press, once the press ends. */
  onBlur: () => void;
};

/** Binds a control to one form value: its value, its setter and its error once touched. */
export function useFormField<Value>(name: string): FormFieldBinding<Value> {
  const [field, meta, helpers] = useField<Value>(name);
  const { setValue: setFormValue, setTouched } = helpers;
  const setValue = useCallback((value: Value) => void setFormValue(value), [setFormValue]);
  useEffect(watchPresses, []);
  const touched = useRef(meta.touched);
  useEffect(() => {
    touched.current = meta.touched;
  });
  // Once touched, a field was judged already: by a change, or by the Save its press ended on, whose
  // answer may have put the server's message on it. Touching it again would validate that away.
  const onBlur = useCallback(
    () =>
      afterPress(() => {
        if (!touched.current) void setTouched(true);
      }),
    [setTouched],
  );
  return {
    name,
    value: field.value,
    error: meta.touched && typeof meta.error === "string" ? meta.error : undefined,
    setValue,
    onBlur,
  };
}
