// Controls bound to a Form value by name: each shows the schema's message once the field is touched.
// The heavier controls (date and time, phone, files) are bound in modules of their own, so a form
// that does not use them does not load them; so is the text field, which the sign-in page needs alone.
import { Checkbox, type CheckboxProps } from "../Checkbox";
import { NumberField, type NumberFieldProps } from "../NumberField";
import { RadioGroup, type RadioGroupProps, type RadioOption } from "../RadioGroup";
import { Switch, type SwitchProps } from "../Switch";
import { TextArea, type TextAreaProps } from "../TextArea";
import { textProps, toggleProps, useBoundProps, type Bound, type BoundToggle, type Named } from "./binding";
import type { FormFieldBinding } from "./useFormField";

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
