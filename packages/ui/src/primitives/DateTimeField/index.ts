export {
  DateTimeField,
  toZonedInputValue,
  fromZonedInputValue,
  type DateTimeFieldProps,
} from "./DateTimeField";
export { zoneAbbreviation } from "./zoneName";
