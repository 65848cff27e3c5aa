import type { Id } from "@pipeline/contract";
import { checkReferences } from "../runtime/checkReferences";
import { invalidField, notFound } from "../runtime/failures";
import type { SeedDocument, SeedJourneyItem } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";

// What the meeting, document and e-mail writes share: their words, the senders they may name,
// and how a stored file is added.

/** Words of the refusals and outcomes the spec leaves to the product. */
export const MEDIA_MESSAGES = {
  meetingScheduled: "Meeting scheduled successfully.",
  meetingCompleted: "Meeting comment added successfully.",
  meetingCancelled: "Meeting cancelled successfully.",
  /** The meeting gateway's failure (spec section 8). */
  meetingLinkFailed: "There was an error processing the meeting link.",
  documentsAdded: "Documents uploaded successfully.",
  documentAdded: "Document uploaded successfully.",
  documentReplaced: "Document uploaded again successfully.",
  notUploader: "Only the user who uploaded this recording can upload it again.",
  notFailed: "Only a recording whose compression failed can be uploaded again.",
  emailSent: "Email sent successfully.",
  emailScheduled: "Email scheduled successfully.",
  senderNotVerified: "This sender is not verified yet.",
  senderInactive: "This sender is not active.",
  notActiveUserEmail: "Copy only active users of the portal.",
} as const;

/** A sender e-mails may go out as: one that exists, is active and is verified (400 otherwise). */
export function checkSender(state: MemoryState, senderId: Id): void {
  const sender = state.senders.find((entry) => entry.id === senderId);
  if (!sender) checkReferences([{ field: "sender_id", ids: senderId, known: new Set() }]);
  else if (!sender.is_active) throw invalidField("sender_id", MEDIA_MESSAGES.senderInactive);
  else if (!sender.is_verified) throw invalidField("sender_id", MEDIA_MESSAGES.senderNotVerified);
}

export function addDocument(state: MemoryState, fields: Omit<SeedDocument, "id">): SeedDocument {
  const document: SeedDocument = { id: nextId(state.documents), ...fields };
  state.documents.push(document);
  return document;
}

/** A MEETING item by its id (a meeting's id is its journey item's), or 404. */
export function findMeeting(state: MemoryState, id: Id): SeedJourneyItem {
  const item = state.journeyItems.find((entry) => entry.id === id && entry.type === "MEETING");
  if (!item) throw notFound();
  return item;
}
