export {
  Button,
  buttonStyles,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from "./Button";
