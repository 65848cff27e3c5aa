import { boolean, type InferType, object } from "yup";
import { CALL_NOTES_FIELD_MAX } from "../limits";
import { textFieldsAtMost } from "./textLength";
import type { FormDraft } from "./formDraft";

/** Call notes of a company (each text field's limit: CALL_NOTES_FIELD_MAX); the payload adds the journey target (journeyTargetSchema). */
export const callNotesSchema = object({
  ...textFieldsAtMost(CALL_NOTES_FIELD_MAX),
  funding_projection_done: boolean().default(false),
});

export type CallNotesValues = InferType<typeof callNotesSchema>;

export const callNotesInitialValues: FormDraft<CallNotesValues> = {
  revenue_cash_flow_based: "",
  ebidta: "",
  personnel_cost_expense: "",
  net_burn: "",
  current_team_size: "",
  tech_team_count: "",
  sales_team_count: "",
  other_team_count: "",
  cxo_team_composition: "",
  team_structure: "",
  cap_table: "",
  founder_equity: "",
  dilution: "",
  convertible_loans: "",
  board_composition: "",
  decision_rights: "",
  institutional_loans: "",
  total_fund_ask: "",
  current_valuation: "",
  earlier_funding_round: "",
  earlier_valuation: "",
  fund_utilization: "",
  funding_projection_done: false,
  cashflow_projection_notes: "",
  current_sales_cash_basis: "",
  business_expansion_challenges: "",
  tech_expansion_challenges: "",
  fundraising_challenges: "",
  stage: "",
  finance_team_comments: "",
};

/** What a Save of call notes with nothing filled in is told. */
export const CALL_NOTES_EMPTY_MESSAGE = "Fill in at least one field";

/** Whether call notes hold anything: a field with text in it, or the funding projection ticked. */
export function callNotesHaveContent(values: Partial<Record<string, unknown>>): boolean {
  return Object.entries(values).some(([name, value]) => {
    if (name === "funding_projection_done") return value === true;
    if (!(name in callNotesInitialValues)) return false;
    return typeof value === "string" && value.trim() !== "";
  });
}
