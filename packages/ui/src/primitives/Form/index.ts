export { Form, type FormProps } from "./Form";
export { SubmitButton, type SubmitButtonProps } from "./SubmitButton";
export { useFormField, type FormFieldBinding } from "./useFormField";
export { FormTextField, type FormTextFieldProps } from "./FormTextField";
export {
  FormTextArea,
  FormNumberField,
  FormSwitch,
  FormCheckbox,
  FormRadioGroup,
  type FormTextAreaProps,
  type FormNumberFieldProps,
  type FormSwitchProps,
  type FormCheckboxProps,
  type FormRadioGroupProps,
  type FormRadioOption,
} from "./FormFields";
export { FormDateTimeField, type FormDateTimeFieldProps } from "./FormDateTimeField";
export { FormPhoneField, type FormPhoneFieldProps } from "./FormPhoneField";
export { FormFileField, type FormFileFieldProps } from "./FormFileField";
export { FormNameField, type FormNameFieldProps } from "./FormNameField";
export {
  FormIdSelect,
  FormIdMultiSelect,
  type FormIdSelectProps,
  type FormIdMultiSelectProps,
} from "./FormIdFields";
export { FormMultiSelect, type FormMultiSelectProps } from "./FormMultiSelect";
