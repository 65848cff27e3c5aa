import { describe, expect, it } from "vitest";
import {
  companyTypeSchema,
  confidenceLevelInitialValues,
  confidenceLevelSchema,
  currencySchema,
  designationSchema,
  industrySchema,
  locationSchema,
  LOOKUP_SCHEMAS,
  lookupInitialValues,
  practiceSchema,
} from "../../src/schemas";
import { validationErrors } from "./validationErrors";

const cases = [
  {
    name: "location",
    schema: locationSchema,
    label: "Location name required",
    order: "Order required",
    active: "Active status is required.",
  },
  {
    name: "currency",
    schema: currencySchema,
    label: "Currency is required",
    order: "Order required",
    active: "Active status is required.",
  },
  {
    name: "company type",
    schema: companyTypeSchema,
    label: "Comany Type is required",
    order: "Order required.",
    active: "Active status is required.",
  },
  {
    name: "designation",
    schema: designationSchema,
    label: "Comany Member Designation required",
    order: "Order required.",
    active: "Active status is required.",
  },
  {
    name: "practice",
    schema: practiceSchema,
    label: "Practice name required",
    order: "Order required",
    active: "Active status is required.",
  },
  {
    name: "industry",
    schema: industrySchema,
    label: "Industry required",
    order: "Order required",
    active: "Active status is required.",
  },
];

describe.each(cases)("$name form", ({ schema, label, order, active }) => {
  it("accepts a label, an order and an active flag", async () => {
    expect(await validationErrors(schema, { label: "Pune", order: 1, is_active: false })).toEqual({});
  });

  it("starts active and requires a label and an order", async () => {
    expect(await validationErrors(schema, lookupInitialValues)).toEqual({
      label: [label],
      order: [order],
    });
  });

  it("does not take blanks for a label, nor an emptied order", async () => {
    expect(await validationErrors(schema, { label: "  ", order: "", is_active: true })).toEqual({
      label: [label],
      order: [order],
    });
  });

  it("requires an order that is a number", async () => {
    expect(await validationErrors(schema, { label: "X", order: "first", is_active: true })).toEqual({
      order: [order],
    });
  });

  it("requires the active flag", async () => {
    expect(await validationErrors(schema, { label: "X", order: 1, is_active: null })).toEqual({
      is_active: [active],
    });
  });
});

describe("confidence level form", () => {
  it("accepts a name, a value, an order and an active flag", async () => {
    expect(
      await validationErrors(confidenceLevelSchema, {
        label: "High",
        name: "80",
        order: 1,
        is_active: true,
      }),
    ).toEqual({});
  });

  it("requires every field, with the value held in name", async () => {
    expect(
      await validationErrors(confidenceLevelSchema, { ...confidenceLevelInitialValues, is_active: null }),
    ).toEqual({
      label: ["Confidence Level name required"],
      name: ["Confidence Level value required"],
      order: ["Order required"],
      is_active: ["Active status is required."],
    });
  });
});

describe("each list's schema by kind, as the server and the memory adapter read them", () => {
  it.each([
    ["location", "Location name required"],
    ["practice", "Practice name required"],
    ["currency", "Currency is required"],
    ["company-type", "Comany Type is required"],
    ["company-member-designation", "Comany Member Designation required"],
    ["confidence-level", "Confidence Level name required"],
    ["industry", "Industry required"],
  ] as const)("%s refuses a blank label in its own words", async (kind, label) => {
    const errors = await validationErrors(LOOKUP_SCHEMAS[kind], {
      label: "",
      order: 1,
      is_active: true,
      name: "1",
    });
    expect(errors).toEqual({ label: [label] });
  });
});
