import { type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";

/** Longest sign-in name: an e-mail address's longest. */
export const SIGN_IN_NAME_MAX_LENGTH = 254;

const identifier = trimmedText()
  .required("Username is required.")
  .max(SIGN_IN_NAME_MAX_LENGTH, `Username must be at most ${SIGN_IN_NAME_MAX_LENGTH} characters.`);
const password = string().required("Password is required");

/** Employee sign-in; an identifier containing @ is an e-mail and goes to the e-mail sign-in call. */
export const loginSchema = object({ username: identifier, password });

/** The e-mail sign-in call (`user/login/`): the same rules under the field name that call uses. */
export const emailLoginSchema = object({ email: identifier, password });

export type LoginValues = InferType<typeof loginSchema>;

export const loginInitialValues: LoginValues = { username: "", password: "" };

/** Whether the sign-in identifier is an e-mail address rather than an ERP username. */
export function isEmailLogin(username: string): boolean {
  return username.includes("@");
}
