import { boolean, type InferType, object, string } from "yup";
import { CALL_NOTES_LIMITS } from "../limits";
import type { FormDraft } from "./formDraft";

// The product gives call-notes limits of 100, 1000, 5000 or 255 "depending on the field" with the
// message "Too Long!". Chosen per field by what it holds:
//   100  figures, counts and percentages (money amounts, team counts, founder_equity, dilution,
//        valuations, fund ask, current sales);
//   1000 descriptions of a structure or an arrangement (team, cap table, loans, board, rights,
//        earlier rounds, fund utilisation);
//   5000 long narratives (cash-flow projection notes, the three kinds of challenges, finance team
//        comments);
//   255  stage.
const TOO_LONG = "Too Long!";

const figure = () => string().nullable().max(CALL_NOTES_LIMITS.figureMax, TOO_LONG);
const text = () => string().nullable().max(CALL_NOTES_LIMITS.textMax, TOO_LONG);
const narrative = () => string().nullable().max(CALL_NOTES_LIMITS.narrativeMax, TOO_LONG);

/** Call notes of a company; the payload adds the journey target (journeyTargetSchema). */
export const callNotesSchema = object({
  revenue_cash_flow_based: figure(),
  ebidta: figure(),
  personnel_cost_expense: figure(),
  net_burn: figure(),
  current_team_size: figure(),
  tech_team_count: figure(),
  sales_team_count: figure(),
  other_team_count: figure(),
  cxo_team_composition: text(),
  team_structure: text(),
  cap_table: text(),
  founder_equity: figure(),
  dilution: figure(),
  convertible_loans: text(),
  board_composition: text(),
  decision_rights: text(),
  institutional_loans: text(),
  total_fund_ask: figure(),
  current_valuation: figure(),
  earlier_funding_round: text(),
  earlier_valuation: figure(),
  fund_utilization: text(),
  funding_projection_done: boolean().default(false),
  cashflow_projection_notes: narrative(),
  current_sales_cash_basis: figure(),
  business_expansion_challenges: narrative(),
  tech_expansion_challenges: narrative(),
  fundraising_challenges: narrative(),
  stage: string().nullable().max(CALL_NOTES_LIMITS.stageMax, TOO_LONG),
  finance_team_comments: narrative(),
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
