export { Form, type FormProps } from "./Form";
export { SubmitButton, type SubmitButtonProps } from "./SubmitButton";
export { useFormField, type FormFieldBinding } from "./useFormField";
export {
  FormTextField,
  FormTextArea,
  FormNumberField,
  FormSwitch,
  FormCheckbox,
  FormRadioGroup,
  FormDateTimeField,
  FormPhoneField,
  FormFileField,
  type FormTextFieldProps,
  type FormTextAreaProps,
  type FormNumberFieldProps,
  type FormSwitchProps,
  type FormCheckboxProps,
  type FormRadioGroupProps,
  type FormRadioOption,
  type FormDateTimeFieldProps,
  type FormPhoneFieldProps,
  type FormFileFieldProps,
} from "./FormFields";
