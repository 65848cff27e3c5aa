import type { Id } from "@pipeline/contract";
import type { MemorySeed, SeedJourneyItem, SeedUser } from "./MemorySeed";

export type MemorySession = { pk: Id; key: string };

/** Everything the adapter holds; ports read and change it only inside a call. */
export type MemoryState = MemorySeed & {
  session: MemorySession | null;
  /** Counts sign-ins, so every session key differs. */
  signIns: number;
  /**
   * Whether ERP sign-in asks a directory (LDAP): then a user without a local password has the
   * directory's, changed neither here nor through a set-password link. Default false.
   */
  directory?: boolean;
};

/** The next id of a collection: one above the highest. */
export function nextId(records: ReadonlyArray<{ id: Id } | { pk: Id }>): Id {
  let highest = 0;
  for (const record of records) highest = Math.max(highest, "id" in record ? record.id : record.pk);
  return highest + 1;
}

export function findUser(state: MemoryState, pk: Id | null): SeedUser | undefined {
  return pk === null ? undefined : state.users.find((user) => user.pk === pk);
}

/** A new session for the user, replacing any other. */
export function signIn(state: MemoryState, user: SeedUser): MemorySession {
  state.signIns += 1;
  state.session = { pk: user.pk, key: `memory-${user.pk}-${state.signIns.toString(36).padStart(6, "0")}` };
  return state.session;
}

/** Where a journey item stands, and who made it when. */
export type JourneyItemBase = Pick<
  SeedJourneyItem,
  "id" | "company_id" | "stage_id" | "task_id" | "type" | "created_by" | "created"
>;

/** A journey item with nothing of its type filled in yet, last changed when it was made. */
export function blankJourneyItem({
  id,
  company_id,
  stage_id,
  task_id,
  type,
  created_by,
  created,
}: JourneyItemBase): SeedJourneyItem {
  return {
    id,
    company_id,
    stage_id,
    task_id,
    type,
    status: null,
    message: null,
    subject: null,
    body: null,
    receiver_emails: [],
    start_date: null,
    member_ids: [],
    moderator_ids: [],
    duration: null,
    cc: [],
    bcc: [],
    font: null,
    sender_id: null,
    attendee_token: null,
    moderator_token: null,
    created_by,
    modified_by: created_by,
    created,
    modified: created,
  };
}
