import { describe, expect, it } from "vitest";
import {
  journeyTargetSchema,
  summaryAdditionalFieldInitialValues,
  summaryInitialValues,
  summaryPriorityInitialValues,
  summarySchema,
} from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

const SHORT_FIELDS = ["country", "meeting"] as const;
const PROFIT_FIELDS = [
  "last_third_year_op_profit",
  "last_second_year_op_profit",
  "last_year_op_profit",
  "last_third_year_net_profit",
  "last_second_year_net_profit",
  "last_year_net_profit",
] as const;
const TEXT_FIELDS = [
  "business",
  "founders",
  "key_team_members",
  "founded_in",
  "revenue_streams",
  "business_model",
  "product_and_services",
  "fte",
  "capital_raised",
  "revenue",
  "protit_loss_breakeve",
  "cap_table",
  "ask_of_funds",
  "utilization_of_funds",
  "present_sales",
  "challenges",
  "next_steps",
  "opportunity_for_gw",
  "comments",
] as const;

describe("summarySchema", () => {
  it("accepts an empty summary", async () => {
    expect(await validationErrors(summarySchema, summaryInitialValues)).toEqual({});
  });

  it("covers every text field of the summary with a limit", () => {
    expect(Object.keys(summaryInitialValues).sort()).toEqual(
      [...SHORT_FIELDS, ...PROFIT_FIELDS, ...TEXT_FIELDS, "priority", "additional_fields"].sort(),
    );
  });

  it.each(SHORT_FIELDS)("takes 100 characters of %s, not 101", async (field) => {
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(100) })).toEqual(
      {},
    );
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(101) })).toEqual({
      [field]: ["Too Long!"],
    });
  });

  it.each(PROFIT_FIELDS)("takes 10 characters of %s, not 11", async (field) => {
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(10) })).toEqual({});
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(11) })).toEqual({
      [field]: ["Too Long!"],
    });
  });

  it.each(TEXT_FIELDS)("takes 1000 characters of %s, not 1001", async (field) => {
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(1000) })).toEqual(
      {},
    );
    expect(await validationErrors(summarySchema, { ...summaryInitialValues, [field]: text(1001) })).toEqual({
      [field]: ["Too Long!"],
    });
  });

  it("accepts null for fields the server has never filled", async () => {
    expect(
      await validationErrors(summarySchema, { ...summaryInitialValues, business: null, country: null }),
    ).toEqual({});
  });

  describe("priority entries", () => {
    const withPriority = (prio: unknown, status?: string) => ({
      ...summaryInitialValues,
      priority: [{ id: 1, prio, status }],
    });

    it("require a prio", async () => {
      expect(
        await validationErrors(summarySchema, {
          ...summaryInitialValues,
          priority: [summaryPriorityInitialValues],
        }),
      ).toEqual({ "priority[0].prio": ["This is required"] });
    });

    it("take 2 to 100 characters", async () => {
      expect(await validationErrors(summarySchema, withPriority(text(2)))).toEqual({});
      expect(await validationErrors(summarySchema, withPriority(text(100)))).toEqual({});
      expect(await validationErrors(summarySchema, withPriority(text(1)))).toEqual({
        "priority[0].prio": ["Too Short!"],
      });
      expect(await validationErrors(summarySchema, withPriority(text(101)))).toEqual({
        "priority[0].prio": ["Too Long!"],
      });
    });

    it("may be marked EDITED or DELETED, nothing else", async () => {
      expect(await validationErrors(summarySchema, withPriority("Hire a CFO", "EDITED"))).toEqual({});
      expect(await validationErrors(summarySchema, withPriority("Hire a CFO", "DELETED"))).toEqual({});
      expect(await validationErrors(summarySchema, withPriority("Hire a CFO", "ARCHIVED"))).toEqual({
        "priority[0].status": ["Status must be EDITED or DELETED"],
      });
    });

    it("are not checked once DELETED, as the user no longer sees them", async () => {
      expect(await validationErrors(summarySchema, withPriority(text(101), "DELETED"))).toEqual({});
      expect(await validationErrors(summarySchema, withPriority(text(101), "EDITED"))).toEqual({
        "priority[0].prio": ["Too Long!"],
      });
    });

    it("keep their id and status in the validated value", async () => {
      const validated = await summarySchema.validate(withPriority(text(101), "DELETED"));
      expect(validated.priority).toEqual([{ id: 1, prio: text(101), status: "DELETED" }]);
    });
  });

  describe("additional fields", () => {
    const withField = (field_name: string, field_value: string, status?: string) => ({
      ...summaryInitialValues,
      additional_fields: [{ field_name, field_value, status }],
    });

    it("require a name and a value", async () => {
      expect(
        await validationErrors(summarySchema, {
          ...summaryInitialValues,
          additional_fields: [summaryAdditionalFieldInitialValues],
        }),
      ).toEqual({
        "additional_fields[0].field_name": ["Name is required"],
        "additional_fields[0].field_value": ["Value is required"],
      });
    });

    it("take a name of 2 to 20 characters", async () => {
      expect(await validationErrors(summarySchema, withField(text(2), "ok"))).toEqual({});
      expect(await validationErrors(summarySchema, withField(text(20), "ok"))).toEqual({});
      expect(await validationErrors(summarySchema, withField(text(1), "ok"))).toEqual({
        "additional_fields[0].field_name": ["Too Short!"],
      });
      expect(await validationErrors(summarySchema, withField(text(21), "ok"))).toEqual({
        "additional_fields[0].field_name": ["Too Long!"],
      });
    });

    it("take a value of 2 to 800 characters", async () => {
      expect(await validationErrors(summarySchema, withField("ok", text(2)))).toEqual({});
      expect(await validationErrors(summarySchema, withField("ok", text(800)))).toEqual({});
      expect(await validationErrors(summarySchema, withField("ok", text(1)))).toEqual({
        "additional_fields[0].field_value": ["Too Short!"],
      });
      expect(await validationErrors(summarySchema, withField("ok", text(801)))).toEqual({
        "additional_fields[0].field_value": ["Too Long!"],
      });
    });

    it("are not checked once DELETED", async () => {
      expect(await validationErrors(summarySchema, withField("", "", "DELETED"))).toEqual({});
      expect(await validationErrors(summarySchema, withField("", "x", "EDITED"))).toEqual({
        "additional_fields[0].field_name": ["Name is required"],
        "additional_fields[0].field_value": ["Too Short!"],
      });
    });
  });

  it("adds the journey target for the payload", async () => {
    const payloadSchema = summarySchema.concat(journeyTargetSchema);
    expect(await validationErrors(payloadSchema, summaryInitialValues)).toEqual({
      company_id: ["Company is required"],
      stage_id: ["Stage is required"],
      task_id: ["Task is required"],
    });
    expect(
      await validationErrors(payloadSchema, {
        ...summaryInitialValues,
        company_id: 1,
        stage_id: 2,
        task_id: 3,
      }),
    ).toEqual({});
  });
});
