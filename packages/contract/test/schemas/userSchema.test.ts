import { describe, expect, it } from "vitest";
import { userInitialValues, userSchema } from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";
import { validUser } from "./validValues";

const user = validUser;

describe("userSchema", () => {
  it("accepts a complete user", async () => {
    expect(await validationErrors(userSchema, user)).toEqual({});
  });

  it("starts active and requires names, ERP username and e-mail", async () => {
    expect(userInitialValues.is_active).toBe(true);
    expect(await validationErrors(userSchema, userInitialValues)).toEqual({
      first_name: ["First name required"],
      last_name: ["Last name required"],
      username: ["ERP username is required"],
      email: ["Email is required"],
    });
  });

  it("requires the active flag", async () => {
    expect(await validationErrors(userSchema, { ...user, is_active: null })).toEqual({
      is_active: ["Active status is required."],
    });
  });

  it("takes a first name of 2 to 50 letters", async () => {
    expect(await validationErrors(userSchema, { ...user, first_name: text(2) })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, first_name: text(50) })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, first_name: "R" })).toEqual({
      first_name: ["Too Short!"],
    });
    expect(await validationErrors(userSchema, { ...user, first_name: text(51) })).toEqual({
      first_name: ["Too Long!"],
    });
    expect(await validationErrors(userSchema, { ...user, first_name: "Ravi Kumar" })).toEqual({
      first_name: ["Only alphabets without spaces are allowed for first name "],
    });
  });

  it("takes a last name of 1 to 50 letters", async () => {
    expect(await validationErrors(userSchema, { ...user, last_name: text(50) })).toEqual({});
    expect(await validationErrors(userSchema, { ...user, last_name: text(51) })).toEqual({
      last_name: ["Too Long!"],
    });
    expect(await validationErrors(userSchema, { ...user, last_name: "K." })).toEqual({
      last_name: ["Only alphabets without spaces are allowed for last name"],
    });
  });

  it("requires a valid e-mail address", async () => {
    expect(await validationErrors(userSchema, { ...user, email: "ravi@" })).toEqual({
      email: ["Email must be a valid email address"],
    });
  });

  it("requires the e-mail address in lowercase, without lowering it silently", async () => {
    expect(await validationErrors(userSchema, { ...user, email: "Ravi@Example.com" })).toEqual({
      email: ["Email must be in lowercase"],
    });
  });
});
