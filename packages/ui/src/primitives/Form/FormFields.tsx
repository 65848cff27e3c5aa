// Controls bound to a Form value by name: each shows the schema's message once the field is touched.
import { Checkbox, type CheckboxProps } from "../Checkbox";
import { DateTimeField, type DateTimeFieldProps } from "../DateTimeField";
import { FileField, type FileFieldProps } from "../FileField";
import { NumberField, type NumberFieldProps } from "../NumberField";
import { PhoneField, type PhoneFieldProps } from "../PhoneField";
import { RadioGroup, type RadioGroupProps, type RadioOption } from "../RadioGroup";
import { Switch, type SwitchProps } from "../Switch";
import { TextArea, type TextAreaProps } from "../TextArea";
import { TextField, type TextFieldProps } from "../TextField";
import { useFormField } from "./useFormField";

type Bound = "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "error";
type BoundToggle = "name" | "checked" | "defaultChecked" | "onChange" | "onBlur" | "error";
type Named = {
  /** Path of the value in the form's values, such as "company_name" or "members.0.email". */
  name: string;
};

export type FormTextFieldProps = Omit<TextFieldProps, Bound> & Named;

export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const field = useFormField<string | null>(name);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value ?? ""}
      onChange={(event) => field.setValue(event.target.value)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormTextAreaProps = Omit<TextAreaProps, Bound> & Named;

export function FormTextArea({ name, ...props }: FormTextAreaProps) {
  const field = useFormField<string | null>(name);
  return (
    <TextArea
      {...props}
      name={name}
      value={field.value ?? ""}
      onChange={(event) => field.setValue(event.target.value)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormNumberFieldProps = Omit<NumberFieldProps, Bound> & Named;

export function FormNumberField({ name, ...props }: FormNumberFieldProps) {
  const field = useFormField<number | string | null>(name);
  return (
    <NumberField
      {...props}
      name={name}
      value={typeof field.value === "number" ? field.value : null}
      onChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormSwitchProps = Omit<SwitchProps, BoundToggle> & Named;

export function FormSwitch({ name, ...props }: FormSwitchProps) {
  const field = useFormField<boolean | null>(name);
  return (
    <Switch
      {...props}
      name={name}
      checked={field.value === true}
      onChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormCheckboxProps = Omit<CheckboxProps, BoundToggle> & Named;

export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const field = useFormField<boolean | null>(name);
  return (
    <Checkbox
      {...props}
      name={name}
      checked={field.value === true}
      onChange={(checked) => field.setValue(checked)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormRadioOption<Value> = Omit<RadioOption, "value"> & {
  /** Value stored in the form when this option is picked; booleans and numbers stay what they are. */
  value: Value;
};

export type FormRadioGroupProps<Value extends string | number | boolean> = Omit<
  RadioGroupProps,
  Bound | "options"
> &
  Named & {
    /** The choices, in order. */
    options: readonly FormRadioOption<Value>[];
  };

export function FormRadioGroup<Value extends string | number | boolean>({
  name,
  options,
  ...props
}: FormRadioGroupProps<Value>) {
  const field = useFormField<Value | null>(name);
  return (
    <RadioGroup
      {...props}
      name={name}
      options={options.map((option) => ({ ...option, value: String(option.value) }))}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={(picked) => {
        const option = options.find((candidate) => String(candidate.value) === picked);
        if (option) field.setValue(option.value);
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormDateTimeFieldProps = Omit<DateTimeFieldProps, Bound> & Named;

export function FormDateTimeField({ name, ...props }: FormDateTimeFieldProps) {
  const field = useFormField<string | null>(name);
  return (
    <DateTimeField
      {...props}
      name={name}
      value={field.value || null}
      onChange={field.setValue}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormPhoneFieldProps = Omit<PhoneFieldProps, Bound> & Named;

export function FormPhoneField({ name, ...props }: FormPhoneFieldProps) {
  const field = useFormField<string | null>(name);
  return (
    <PhoneField
      {...props}
      name={name}
      value={field.value || null}
      onChange={(value) => field.setValue(value)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}

export type FormFileFieldProps = Omit<FileFieldProps, Bound | "multiple"> &
  Named & {
    /** Stores a list of files instead of one file or null. Default: false. */
    multiple?: boolean;
  };

export function FormFileField({ name, multiple = false, ...props }: FormFileFieldProps) {
  const field = useFormField<File | readonly File[] | null>(name);
  const shared = { ...props, name, onBlur: field.onBlur, error: field.error };
  if (multiple) {
    return (
      <FileField
        {...shared}
        multiple
        value={Array.isArray(field.value) ? field.value : []}
        onChange={field.setValue}
      />
    );
  }
  return (
    <FileField
      {...shared}
      value={field.value instanceof File ? field.value : null}
      onChange={field.setValue}
    />
  );
}
