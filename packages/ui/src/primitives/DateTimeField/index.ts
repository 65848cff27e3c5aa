export {
  DateTimeField,
  toZonedInputValue,
  fromZonedInputValue,
  type DateTimeFieldProps,
} from "./DateTimeField";
