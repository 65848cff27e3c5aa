// The committee's records as the server answers them, for the portal's route tests.
import type { DecisionRecord, ReviewRequest } from "@pipeline/contract";

const PRIYA = { pk: 2, first_name: "Priya", last_name: "Nair" };

/** A review waiting on company `id`, its item `40 + id`. */
export function reviewOf(id: number, companyName: string): ReviewRequest {
  return {
    evaluation_id: 700 + id,
    journey_item_id: 40 + id,
    company: { id, company_name: companyName },
    stage: { id: 3, label: "Evaluation" },
    task: { id: 12, label: "Investment Committee Review" },
    requested_by: PRIYA,
    since: "2024-03-20T05:30:00.000Z",
    quorum: 2,
    blind: true,
    reviewer_count: 3,
    answered_count: 1,
  };
}

export const REVIEWS: ReviewRequest[] = [
  reviewOf(1, "Kavach Robotics"),
  reviewOf(2, "Orbit Payments"),
  reviewOf(3, "Zenith Logistics"),
];

/** The Evaluation committee's decision on Kavach Robotics. */
export const DECISION_RECORD: DecisionRecord = {
  id: 502,
  company_id: 1,
  evaluation_id: 70,
  journey_item_id: 40,
  stage: { id: 3, label: "Evaluation" },
  task: { id: 12, label: "Investment Committee Review" },
  round: 1,
  status: "APPROVED",
  decided: "2024-03-13T09:30:00.000Z",
  decided_by: PRIYA,
  quorum: 2,
  blind: true,
  reviewer_ids: [1, 2, 3],
  answers: [{ reviewer: PRIYA, status: "APPROVED", comment: "Agreed.", created: "2024-03-13T09:30:00.000Z" }],
  company: {
    id: 1,
    company_name: "Kavach Robotics",
    website: "https://kavachrobotics.in",
    email: null,
    contact_number: null,
    location: [],
    foundation_year: null,
    fte: null,
    revenue: null,
    currency: null,
    promoter_holding: null,
    industry: null,
    street: null,
    city: null,
    state: null,
    country: null,
    practice: null,
    company_type: [],
    confidence_level: null,
    business_description: null,
    pitch_line: null,
    created_by: null,
    created: "2024-01-10T05:30:00.000Z",
    modified: "2024-03-01T05:30:00.000Z",
    company_members: [],
    approved: true,
    journey_access: "whole",
  },
  summaries: [],
  call_notes: [],
  documents: [],
};
