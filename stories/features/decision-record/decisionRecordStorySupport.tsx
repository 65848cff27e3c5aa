// What the decision record stories and tests share: a record as the server freezes it, and the
// page in a provider whose decisions port answers it.
import {
  CALL_NOTES_TEXT_FIELDS,
  type CallNotes,
  type Company,
  type DataAdapter,
  type DecisionRecord,
  SUMMARY_TEXT_FIELDS,
  type Summary,
} from "@pipeline/contract";
import { DecisionRecordPage, type Navigate } from "@pipeline/ui";
import { PipelineProvider } from "@pipeline/ui/data";
import { fn } from "storybook/test";
import { storyAdapter, withPort } from "../admin/adminStorySupport";

const COMPANY: Company = {
  id: 1,
  company_name: "Kavach Robotics",
  website: "https://kavachrobotics.in",
  email: "hello@kavachrobotics.in",
  contact_number: "+91 98765 43210",
  location: [{ id: 1, label: "Bengaluru" }],
  foundation_year: 2019,
  fte: 42,
  revenue: 8500000,
  currency: { id: 1, label: "INR" },
  promoter_holding: "62%",
  industry: { id: 2, label: "Robotics" },
  street: "14 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  country: { id: 1, label: "India" },
  practice: { id: 1, label: "Technology" },
  company_type: [{ id: 1, label: "Startup" }],
  confidence_level: { id: 1, label: "High" },
  business_description: "Collaborative robots for mid-size plants, sold with a service contract.",
  pitch_line: "Cobots that pay for themselves in a year.",
  created_by: { pk: 1, first_name: "Asha", last_name: "Raman" },
  created: "2024-01-10T05:30:00.000Z",
  modified: "2024-03-01T05:30:00.000Z",
  company_members: [],
  approved: true,
  journey_access: "whole",
};

const blank = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, ""])) as Record<K, string>;

const SUMMARY: Summary = {
  id: 41,
  ...blank(SUMMARY_TEXT_FIELDS),
  business: "Industrial cobots for mid-size plants.",
  founders: "Rohan Kapoor (CEO), Priya Shah (CTO)",
  ask_of_funds: "INR 12 crore seed round.",
  priority: [],
  additional_fields: [],
};

const CALL_NOTES: CallNotes = {
  id: 31,
  ...blank(CALL_NOTES_TEXT_FIELDS),
  net_burn: "INR 35 lakh a month.",
  total_fund_ask: "INR 12 crore.",
  funding_projection_done: true,
};

/** The record of the Evaluation committee's decision on Kavach Robotics, round 2. */
export const DECISION_RECORD: DecisionRecord = {
  id: 502,
  company_id: 1,
  evaluation_id: 70,
  journey_item_id: 40,
  stage: { id: 3, label: "Evaluation" },
  task: { id: 12, label: "Investment Committee Review" },
  round: 2,
  status: "APPROVED",
  decided: "2024-03-13T09:30:00.000Z",
  decided_by: { pk: 3, first_name: "Meera", last_name: "Nair" },
  quorum: 2,
  blind: true,
  reviewer_ids: [1, 2, 3],
  answers: [
    {
      reviewer: { pk: 2, first_name: "Vikram", last_name: "Iyer" },
      status: "APPROVED",
      comment: "Unit economics hold at the new price.",
      created: "2024-03-12T06:00:00.000Z",
    },
    {
      reviewer: { pk: 3, first_name: "Meera", last_name: "Nair" },
      status: "APPROVED",
      comment: "Agreed, with the revised cap table.",
      created: "2024-03-13T09:30:00.000Z",
    },
  ],
  company: COMPANY,
  summaries: [SUMMARY],
  call_notes: [CALL_NOTES],
  documents: [
    {
      id: 71,
      file_name: "kavach-pitch-deck.pdf",
      type: "OTHER",
      description: "Pitch deck",
      created: "2024-02-20T06:00:00.000Z",
      size: 2_457_600,
      sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    },
    {
      id: 72,
      file_name: "cap-table.xlsx",
      type: "OTHER",
      description: null,
      created: "2024-03-10T06:00:00.000Z",
      size: null,
      sha256: null,
    },
  ],
};

/** The story adapter whose decisions port answers the record and a small PDF. */
export function decisionAdapter(record: DecisionRecord = DECISION_RECORD): DataAdapter {
  return withPort(storyAdapter(), "decisions", {
    get: fn(async () => record),
    pdf: fn(async () => new Blob(["%PDF-1.4\n"], { type: "application/pdf" })),
  });
}

export type DecisionRecordStoryArgs = { adapter: DataAdapter; navigate: Navigate };

export function DecisionRecordStory({ adapter, navigate }: DecisionRecordStoryArgs) {
  return (
    <PipelineProvider adapter={adapter} navigate={navigate}>
      <DecisionRecordPage decisionId={DECISION_RECORD.id} />
    </PipelineProvider>
  );
}
