export {
  FieldShell,
  ChoiceMessages,
  FieldDescription,
  FieldError,
  useFieldIds,
  useFieldControl,
  describedBy,
  hasContent,
  type FieldShellProps,
  type FieldControlOptions,
  type FieldDescriptionProps,
  type FieldErrorProps,
  type ChoiceMessagesProps,
  type FieldIds,
} from "./Field";
export {
  StyledInputFrame,
  StyledBareInput,
  StyledAdornment,
  inputFrame,
  bareInput,
  handleFramePointerDown,
  type InputFrameStyleProps,
} from "./InputFrame";
export {
  StyledChoiceRow,
  StyledChoiceControl,
  StyledChoiceInput,
  StyledChoiceLabel,
  StyledChoiceMessages,
  StyledRequiredMarker,
} from "./Choice";
