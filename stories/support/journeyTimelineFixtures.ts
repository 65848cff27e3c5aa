// The pieces of a company's journey timeline, built for stories and tests: an item with nothing in
// it but what its seed names, and a document as it hangs on an item.
import type { CompanyDocument, Id, JourneyItem, StageRef, TaskType } from "@pipeline/contract";

/** The user who made the items and documents unless a seed names another. */
export const ASHA = { pk: 1, first_name: "Asha", last_name: "Raman" };

export type JourneyItemSeed = {
  id: Id;
  stage: StageRef;
  task: { id: Id; label: string; type: TaskType };
  created: string;
} & Partial<Omit<JourneyItem, "id" | "journey_item" | "created">>;

/** A journey item with nothing in it but what the seed names, made and last changed by Asha. */
export function journeyItem({ id, stage, task, created, ...rest }: JourneyItemSeed): JourneyItem {
  return {
    id,
    journey_item: { stage: { id: stage.id, label: stage.label }, task },
    created,
    modified: created,
    created_by: ASHA,
    modified_by: ASHA,
    status: null,
    comments: [],
    files: [],
    reviewers: [],
    moderators: [],
    attendees: [],
    company_members: [],
    message: null,
    subject: null,
    body: null,
    receiver_emails: [],
    cc: [],
    bcc: [],
    attachments: [],
    start_date: null,
    meeting_attendee_link: null,
    meeting_moderator_link: null,
    evaluation: null,
    meeting: null,
    summary_id: null,
    call_notes_id: null,
    ...rest,
  };
}

export type DocumentSeed = { id: Id; file_name: string; file: string; created: string } & Partial<
  Omit<CompanyDocument, "id" | "file_name" | "file" | "created">
>;

/** An uploaded document of the company by Asha, with no description, round or item unless seeded. */
export function companyDocument(seed: DocumentSeed): CompanyDocument {
  return {
    type: "OTHER",
    description: null,
    created_by: ASHA.pk,
    is_uploaded: "UPLOADED",
    uploaded_on: null,
    journey_item: null,
    ...seed,
  };
}
