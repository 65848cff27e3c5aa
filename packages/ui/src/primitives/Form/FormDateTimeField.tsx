import { DateTimeField, type DateTimeFieldProps } from "../DateTimeField";
import { optionalTextProps, useBoundProps, type Bound, type Named } from "./binding";

export type FormDateTimeFieldProps = Omit<DateTimeFieldProps, Bound> & Named;

export function FormDateTimeField({ name, ...props }: FormDateTimeFieldProps) {
  const bound = useBoundProps(name, optionalTextProps);
  return <DateTimeField {...props} {...bound} />;
}
