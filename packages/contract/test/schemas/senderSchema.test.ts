import { describe, expect, it } from "vitest";
import { senderInitialValues, senderSchema } from "../../src/schemas";
import { validationErrors } from "./validationErrors";
import { validSender } from "./validValues";

const valid = validSender;

describe("senderSchema", () => {
  it("accepts a complete sender", async () => {
    expect(await validationErrors(senderSchema, valid)).toEqual({});
  });

  it("requires every field; address, city and country share one message", async () => {
    expect(await validationErrors(senderSchema, { ...senderInitialValues, is_active: null })).toEqual({
      email: ["Email required."],
      sender_name: ["Name required."],
      address: ["Address required."],
      city: ["Address required."],
      country: ["Address required."],
      is_active: ["Active status is required."],
    });
  });

  it("requires a valid e-mail address", async () => {
    expect(await validationErrors(senderSchema, { ...valid, email: "outreach@" })).toEqual({
      email: ["Email must be a valid email address"],
    });
  });
});
