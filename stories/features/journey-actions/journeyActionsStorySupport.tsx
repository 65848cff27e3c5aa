// What the journey action stories and tests share: each dialog on a page that opens it, adapters
// whose evaluation, comment, access and current-user calls are the stories' own (in memory, on
// the fixed clock), and calls that fail as the server refuses them.
import {
  AdapterError,
  type CurrentUser,
  type DataAdapter,
  type Evaluation,
  type Id,
  type IsoDateTime,
  type UserJourneyAccess,
  type UserJourneyAccessInput,
} from "@pipeline/contract";
import {
  Button,
  JourneyPermissionGuard,
  SubmitApproval,
  SubmitComment,
  UserAccessManagement,
} from "@pipeline/ui";
import { useState, type ReactNode } from "react";
import { expect, waitFor, within } from "storybook/test";
import {
  AdminStoryFrame,
  type AdminStoryArgs,
  STORY_NOW,
  storyAdapter,
  withPort,
} from "../admin/adminStorySupport";
import { findDialog } from "../../support/findDialog";

export { STORY_NOW };

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant so many days from the stories' clock. */
export function daysFromNow(days: number, hours = 0): IsoDateTime {
  return new Date(STORY_NOW.getTime() + days * DAY_MS + hours * 60 * 60 * 1000).toISOString();
}

export const STORY_COMPANY_ID = 1;
export const STORY_JOURNEY_ITEM_ID = 7;

/** The signed-in user of the memory adapter: Asha Raman. */
const ASHA_PK = 1;

/** Asha Raman and Priya Nair review it; neither has answered. */
export const PENDING_EVALUATION: Evaluation = {
  id: 3,
  reviewer_ids: [ASHA_PK, 2],
  answered_by: [],
  status: "PENDING",
  comment: null,
  journey_item: STORY_JOURNEY_ITEM_ID,
};

/** The adapter with the evaluations' review answering as the server does. */
export function reviewAdapter(base: DataAdapter = storyAdapter()): DataAdapter {
  return withPort(base, "evaluations", {
    review: async (id, input) => ({
      message: "Evaluation submitted successfully.",
      data: {
        ...PENDING_EVALUATION,
        id,
        answered_by: [ASHA_PK],
        status: input.status,
        comment: input.comment,
      },
    }),
  });
}

/** The adapter with comments that save as the server does. */
export function commentAdapter(base: DataAdapter = storyAdapter()): DataAdapter {
  const author = { first_name: "Asha", last_name: "Raman" };
  return withPort(base, "comments", {
    create: async (input) => ({
      message: "Comment added successfully.",
      data: { id: 40, comment_text: input.comment_text, modified_by: author, company_id: input.company_id },
    }),
    update: async (id, input) => ({
      message: "Comment updated successfully.",
      data: { id, comment_text: input.comment_text, modified_by: author, company_id: input.company_id },
    }),
  });
}

type Person = { pk: Id; first_name: string; last_name: string };

const PRIYA: Person = { pk: 2, first_name: "Priya", last_name: "Nair" };
const RAHUL: Person = { pk: 3, first_name: "Rahul", last_name: "Mehta" };
const SARA: Person = { pk: 6, first_name: "Sara", last_name: "Khan" };

/** A grant on the stories' journey item, with the reads logged through it (newest last). */
export function grant(
  id: Id,
  user: Person,
  validUntil: IsoDateTime,
  reads: IsoDateTime[] = [],
): UserJourneyAccess {
  return {
    id,
    user,
    user_id: user.pk,
    valid_until: validUntil,
    valid_days: 0,
    company_id: STORY_COMPANY_ID,
    content_type: "journeyitem",
    object_id: STORY_JOURNEY_ITEM_ID,
    access_log: reads.map((accessed_at) => ({ user, accessed_at })),
  };
}

/** One grant of each badge: ok (10 days left), warning (3 days left, two and a bit) and expired; two reads logged. */
export const GRANTS_EVERY_BADGE: UserJourneyAccess[] = [
  grant(1, PRIYA, daysFromNow(10), [daysFromNow(-2, 4), daysFromNow(0, -3)]),
  grant(2, RAHUL, daysFromNow(2, 5), [daysFromNow(-1, 1)]),
  grant(3, SARA, daysFromNow(-1)),
];

/**
 * The adapter with the access calls kept in memory over these grants: a grant runs valid_days from
 * the stories' clock, and an update sets them again (0 ends it at once).
 */
export function accessAdapter(
  grants: UserJourneyAccess[] = [],
  base: DataAdapter = storyAdapter(),
): DataAdapter {
  let stored = grants.map((entry) => ({ ...entry }));
  let nextId = 100;
  const named = async (input: UserJourneyAccessInput) => {
    const users = await base.users.short();
    const user = users.find((entry) => entry.pk === input.user_id) ?? {
      pk: input.user_id,
      first_name: "",
      last_name: "",
    };
    return { ...input, user, valid_until: daysFromNow(input.valid_days) };
  };
  return withPort(base, "journeyAccess", {
    list: async (query) =>
      stored.filter((entry) => entry.company_id === query.company && entry.object_id === query.object_id),
    create: async (input) => {
      const created = { id: nextId++, ...(await named(input)) };
      stored = [...stored, created];
      return { message: "Access granted successfully.", data: created };
    },
    update: async (id, input) => {
      const updated = {
        ...(stored.find((entry) => entry.id === id) as UserJourneyAccess),
        ...(await named(input)),
      };
      stored = stored.map((entry) => (entry.id === id ? updated : entry));
      return {
        message: input.valid_days === 0 ? "Access revoked successfully." : "Access updated successfully.",
        data: updated,
      };
    },
  });
}

/** A refusal of the form's values, as the server answers it: the message and one field's message. */
export function refusesField(message: string, field: string, fieldMessage: string) {
  return async (): Promise<never> => {
    throw new AdapterError(message, { status: 400, fieldErrors: { [field]: [fieldMessage] } });
  };
}

/** A user signed in with these roles (the first active), this active role and these permissions. */
export function signedInUser(roles: string[], activeRole: string | null, permissions: string[]): CurrentUser {
  return {
    pk: 2,
    username: "priya.nair",
    first_name: "Priya",
    last_name: "Nair",
    email: "priya.nair@pipeline.test",
    role: roles.map((role_name) => ({ role_name, is_active: true })),
    permissions,
    joined_date: "2024-01-02T04:30:00.000Z",
    update_date: "2024-01-02T04:30:00.000Z",
    is_active: true,
    is_staff: true,
    active_role: activeRole,
  };
}

/** The adapter answering this user as the signed-in one. */
export function currentUserAdapter(user: CurrentUser, base: DataAdapter = storyAdapter()): DataAdapter {
  return withPort(base, "users", { current: async () => user });
}

export type DialogStoryArgs = AdminStoryArgs & { onClose: () => void };

/** The dialog open on first render; closing it leaves the page with a button that opens it again. */
function DialogPage({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? children(() => setOpen(false)) : null}
    </>
  );
}

export function SubmitApprovalStory({ onClose, ...frame }: DialogStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <DialogPage label="Comment">
        {(close) => (
          <SubmitApproval
            companyId={STORY_COMPANY_ID}
            evaluation={PENDING_EVALUATION}
            open
            onClose={() => {
              onClose();
              close();
            }}
          />
        )}
      </DialogPage>
    </AdminStoryFrame>
  );
}

export type SubmitCommentStoryArgs = DialogStoryArgs & { comment?: { id: Id; comment_text: string } | null };

export function SubmitCommentStory({ onClose, comment = null, ...frame }: SubmitCommentStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <DialogPage label="Comment">
        {(close) => (
          <SubmitComment
            companyId={STORY_COMPANY_ID}
            comment={comment}
            open
            onClose={() => {
              onClose();
              close();
            }}
          />
        )}
      </DialogPage>
    </AdminStoryFrame>
  );
}

export type UserAccessManagementStoryArgs = Omit<DialogStoryArgs, "adapter"> & {
  /** Makes the story's adapter; each render gets a fresh one, so grants made in one run stay there. */
  makeAdapter: () => DataAdapter;
};

export function UserAccessManagementStory({ onClose, makeAdapter, navigate }: UserAccessManagementStoryArgs) {
  const [adapter] = useState(makeAdapter);
  return (
    <AdminStoryFrame adapter={adapter} navigate={navigate}>
      <DialogPage label="User Access">
        {(close) => (
          <UserAccessManagement
            companyId={STORY_COMPANY_ID}
            journeyItemId={STORY_JOURNEY_ITEM_ID}
            item={{ task: "LinkedIn Connect", stage: "Sourcing" }}
            open
            now={STORY_NOW}
            onClose={() => {
              onClose();
              close();
            }}
          />
        )}
      </DialogPage>
    </AdminStoryFrame>
  );
}

export type GuardStoryArgs = AdminStoryArgs & { roles: string[]; permissions?: string[] };

/** The guard around a part of the page that only some users may see. */
export function PermissionGuardStory({ roles, permissions, ...frame }: GuardStoryArgs) {
  return (
    <AdminStoryFrame {...frame}>
      <JourneyPermissionGuard roles={roles} permissions={permissions}>
        <p>Journey timeline</p>
      </JourneyPermissionGuard>
    </AdminStoryFrame>
  );
}

/** The open dialog of this name once it has faded in, to look inside. */
export async function openDialog(name: string): Promise<ReturnType<typeof within>> {
  const dialog = await findDialog({ name }, { timeout: 4000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
