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
import { useFormField, type FormFieldBinding } from "./useFormField";

type Bound = "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "error";
type BoundToggle = "name" | "checked" | "defaultChecked" | "onChange" | "onBlur" | "error";
type Named = {
  /** Path of the value in the form's values, such as "company_name" or "members.0.email". */
  name: string;
};

/**
 * Binds a control to the form value at `name`: `toProps` turns the value and its setter into the
 * control's own value props; name, blur and the touched error are the same for every control.
 */
function useBoundProps<Stored, Props>(name: string, toProps: (field: FormFieldBinding<Stored>) => Props) {
  const field = useFormField<Stored>(name);
  return { ...toProps(field), name, onBlur: field.onBlur, error: field.error };
}

function textProps(field: FormFieldBinding<string | null>) {
  return {
    value: field.value ?? "",
    onChange: (event: { target: { value: string } }) => field.setValue(event.target.value),
  };
}

// These controls take null for "no value"; a form's initial values may hold an empty string there.
function optionalTextProps(field: FormFieldBinding<string | null>) {
  return { value: field.value || null, onChange: field.setValue };
}

function toggleProps(field: FormFieldBinding<boolean | null>) {
  return { checked: field.value === true, onChange: field.setValue };
}

export type FormTextFieldProps = Omit<TextFieldProps, Bound> & Named;

export function FormTextField({ name, ...props }: FormTextFieldProps) {
  const bound = useBoundProps(name, textProps);
  return <TextField {...props} {...bound} />;
}

export type FormTextAreaProps = Omit<TextAreaProps, Bound> & Named;

export function FormTextArea({ name, ...props }: FormTextAreaProps) {
  const bound = useBoundProps(name, textProps);
  return <TextArea {...props} {...bound} />;
}

export type FormNumberFieldProps = Omit<NumberFieldProps, Bound> & Named;

export function FormNumberField({ name, ...props }: FormNumberFieldProps) {
  const bound = useBoundProps(name, (field: FormFieldBinding<number | string | null>) => ({
    value: typeof field.value === "number" ? field.value : null,
    onChange: field.setValue,
  }));
  return <NumberField {...props} {...bound} />;
}

export type FormSwitchProps = Omit<SwitchProps, BoundToggle> & Named;

export function FormSwitch({ name, ...props }: FormSwitchProps) {
  const bound = useBoundProps(name, toggleProps);
  return <Switch {...props} {...bound} />;
}

export type FormCheckboxProps = Omit<CheckboxProps, BoundToggle> & Named;

export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const bound = useBoundProps(name, toggleProps);
  return <Checkbox {...props} {...bound} />;
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
  const bound = useBoundProps(name, (field: FormFieldBinding<Value | null>) => ({
    value: field.value === null || field.value === undefined ? null : String(field.value),
    onChange: (picked: string) => {
      const option = options.find((candidate) => String(candidate.value) === picked);
      if (option) field.setValue(option.value);
    },
  }));
  return (
    <RadioGroup
      {...props}
      {...bound}
      options={options.map((option) => ({ ...option, value: String(option.value) }))}
    />
  );
}

export type FormDateTimeFieldProps = Omit<DateTimeFieldProps, Bound> & Named;

export function FormDateTimeField({ name, ...props }: FormDateTimeFieldProps) {
  const bound = useBoundProps(name, optionalTextProps);
  return <DateTimeField {...props} {...bound} />;
}

export type FormPhoneFieldProps = Omit<PhoneFieldProps, Bound> & Named;

export function FormPhoneField({ name, ...props }: FormPhoneFieldProps) {
  const bound = useBoundProps(name, optionalTextProps);
  return <PhoneField {...props} {...bound} />;
}

export type FormFileFieldProps = Omit<FileFieldProps, Bound | "multiple"> &
  Named & {
    /** Stores a list of files instead of one file or null. Default: false. */
    multiple?: boolean;
  };

export function FormFileField({ name, multiple = false, ...props }: FormFileFieldProps) {
  const { value, ...bound } = useBoundProps(
    name,
    (field: FormFieldBinding<File | readonly File[] | null>) => ({
      value: field.value,
      onChange: field.setValue,
    }),
  );
  if (multiple) {
    return <FileField {...props} {...bound} multiple value={Array.isArray(value) ? value : []} />;
  }
  return <FileField {...props} {...bound} value={value instanceof File ? value : null} />;
}
