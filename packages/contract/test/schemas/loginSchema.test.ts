import { describe, expect, it } from "vitest";
import { isEmailLogin, loginInitialValues, loginSchema } from "../../src/schemas";
import { validationErrors } from "./validationErrors";

describe("loginSchema", () => {
  it("accepts a username and a password", async () => {
    expect(await validationErrors(loginSchema, { username: "asha", password: "secret" })).toEqual({});
  });

  it("requires both, with their own messages", async () => {
    expect(await validationErrors(loginSchema, loginInitialValues)).toEqual({
      username: ["Username is required."],
      password: ["Password is required"],
    });
  });

  it("does not take blanks for a username", async () => {
    expect(await validationErrors(loginSchema, { username: "   ", password: "x" })).toEqual({
      username: ["Username is required."],
    });
  });

  it("treats an identifier with @ as an e-mail sign-in", () => {
    expect(isEmailLogin("asha@example.com")).toBe(true);
    expect(isEmailLogin("asha")).toBe(false);
  });
});
