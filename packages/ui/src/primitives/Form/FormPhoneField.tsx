import { PhoneField, type PhoneFieldProps } from "../PhoneField";
import { optionalTextProps, useBoundProps, type Bound, type Named } from "./binding";

export type FormPhoneFieldProps = Omit<PhoneFieldProps, Bound> & Named;

export function FormPhoneField({ name, ...props }: FormPhoneFieldProps) {
  const bound = useBoundProps(name, optionalTextProps);
  return <PhoneField {...props} {...bound} />;
}
