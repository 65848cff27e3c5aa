import { userAccountInitialValues, userAccountSchema } from "@pipeline/contract";
import { describe, expect, it } from "vitest";

const VALID = {
  ...userAccountInitialValues,
  first_name: "Ana",
  last_name: "Dsouza",
  username: "ana.dsouza",
  email: "ana.dsouza@pipeline.test",
};

async function messages(values: object): Promise<string[]> {
  try {
    await userAccountSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe("userAccountSchema", () => {
  it("accepts a user without a password (ERP sign-in only)", async () => {
    expect(await messages(VALID)).toEqual([]);
    expect(await messages({ ...VALID, password: undefined })).toEqual([]);
  });

  it("holds a typed password to the password policy: 12 to 128 characters", async () => {
    expect(await messages({ ...VALID, password: "Welcome@202" })).toEqual([
      "Password must be at least 12 characters.",
    ]);
    expect(await messages({ ...VALID, password: "x".repeat(129) })).toEqual([
      "Password must be at most 128 characters.",
    ]);
    expect(await messages({ ...VALID, password: "Welcome@2024" })).toEqual([]);
  });

  it("keeps the user form's own messages", async () => {
    expect(await messages({ ...VALID, email: "Ana@pipeline.test" })).toEqual(["Email must be in lowercase"]);
  });
});
