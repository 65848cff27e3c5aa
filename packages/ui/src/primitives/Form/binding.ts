// What every bound control shares: the props the form supplies, and how a value becomes them.
import { useFormField, type FormFieldBinding } from "./useFormField";

export type Bound = "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "error";
export type BoundToggle = "name" | "checked" | "defaultChecked" | "onChange" | "onBlur" | "error";
export type Named = {
  /** Path of the value in the form's values, such as "company_name" or "members.0.email". */
  name: string;
};

/**
 * Binds a control to the form value at `name`: `toProps` turns the value and its setter into the
 * control's own value props; name, blur and the touched error are the same for every control.
 */
export function useBoundProps<Stored, Props>(
  name: string,
  toProps: (field: FormFieldBinding<Stored>) => Props,
) {
  const field = useFormField<Stored>(name);
  return { ...toProps(field), name, onBlur: field.onBlur, error: field.error };
}

export function textProps(field: FormFieldBinding<string | null>) {
  return {
    value: field.value ?? "",
    onChange: (event: { target: { value: string } }) => field.setValue(event.target.value),
  };
}

// These controls take null for "no value"; a form's initial values may hold an empty string there.
export function optionalTextProps(field: FormFieldBinding<string | null>) {
  return { value: field.value || null, onChange: field.setValue };
}

export function toggleProps(field: FormFieldBinding<boolean | null>) {
  return { checked: field.value === true, onChange: field.setValue };
}
