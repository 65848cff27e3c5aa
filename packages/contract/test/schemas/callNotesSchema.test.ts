import { describe, expect, it } from "vitest";
import { callNotesInitialValues, callNotesSchema } from "../../src/schemas";
import { text, validationErrors } from "./validationErrors";

// The limit chosen for each field (the product gives 100, 1000, 5000 or 255 "depending on the field").
const LIMITS: Record<string, number> = {
  revenue_cash_flow_based: 100,
  ebidta: 100,
  personnel_cost_expense: 100,
  net_burn: 100,
  current_team_size: 100,
  tech_team_count: 100,
  sales_team_count: 100,
  other_team_count: 100,
  cxo_team_composition: 1000,
  team_structure: 1000,
  cap_table: 1000,
  founder_equity: 100,
  dilution: 100,
  convertible_loans: 1000,
  board_composition: 1000,
  decision_rights: 1000,
  institutional_loans: 1000,
  total_fund_ask: 100,
  current_valuation: 100,
  earlier_funding_round: 1000,
  earlier_valuation: 100,
  fund_utilization: 1000,
  cashflow_projection_notes: 5000,
  current_sales_cash_basis: 100,
  business_expansion_challenges: 5000,
  tech_expansion_challenges: 5000,
  fundraising_challenges: 5000,
  stage: 255,
  finance_team_comments: 5000,
};

describe("callNotesSchema", () => {
  it("accepts empty call notes", async () => {
    expect(await validationErrors(callNotesSchema, callNotesInitialValues)).toEqual({});
  });

  it("gives every text field a limit", () => {
    expect(Object.keys(callNotesInitialValues).sort()).toEqual(
      [...Object.keys(LIMITS), "funding_projection_done"].sort(),
    );
  });

  it.each(Object.entries(LIMITS))("takes %s up to %i characters, not one more", async (field, limit) => {
    expect(
      await validationErrors(callNotesSchema, { ...callNotesInitialValues, [field]: text(limit) }),
    ).toEqual({});
    expect(
      await validationErrors(callNotesSchema, { ...callNotesInitialValues, [field]: text(limit + 1) }),
    ).toEqual({ [field]: ["Too Long!"] });
  });

  it("records whether a funding projection was done", async () => {
    expect(callNotesInitialValues.funding_projection_done).toBe(false);
    const validated = await callNotesSchema.validate({
      ...callNotesInitialValues,
      funding_projection_done: "true",
    });
    expect(validated.funding_projection_done).toBe(true);
  });
});
