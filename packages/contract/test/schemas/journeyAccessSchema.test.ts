import { describe, expect, it } from "vitest";
import { journeyAccessInitialValues, journeyAccessSchema } from "../../src/schemas";
import { validationErrors } from "./validationErrors";

describe("journeyAccessSchema", () => {
  it("accepts a user for one day", async () => {
    expect(await validationErrors(journeyAccessSchema, { user_id: 7, valid_days: 1 })).toEqual({});
  });

  it("requires the user and the number of days", async () => {
    expect(await validationErrors(journeyAccessSchema, journeyAccessInitialValues)).toEqual({
      user_id: ["User is required"],
      valid_days: ["Number of days is required"],
    });
  });

  it("reads an emptied number input as no number of days", async () => {
    expect(await validationErrors(journeyAccessSchema, { user_id: 7, valid_days: "" })).toEqual({
      valid_days: ["Number of days is required"],
    });
  });

  it("requires at least one day", async () => {
    expect(await validationErrors(journeyAccessSchema, { user_id: 7, valid_days: 0 })).toEqual({
      valid_days: ["Minimum 1 day is required"],
    });
  });

  it("grants whole days only", async () => {
    expect(await validationErrors(journeyAccessSchema, { user_id: 7, valid_days: 1.5 })).toEqual({
      valid_days: ["Number of days must be a whole number"],
    });
  });
});
