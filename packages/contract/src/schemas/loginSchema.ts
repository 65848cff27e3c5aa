import { type InferType, object, string } from "yup";

/** Employee sign-in; an identifier containing @ is an e-mail and goes to the e-mail sign-in call. */
export const loginSchema = object({
  username: string().trim().required("Username is required."),
  password: string().required("Password is required"),
});

export type LoginValues = InferType<typeof loginSchema>;

export const loginInitialValues: LoginValues = { username: "", password: "" };

/** Whether the sign-in identifier is an e-mail address rather than an ERP username. */
export function isEmailLogin(username: string): boolean {
  return username.includes("@");
}
