import {
  AdapterError,
  ADAPTER_MESSAGES,
  type Id,
  type IsoDateTime,
  type JourneyTarget,
  type TaskDefinition,
  type TaskType,
} from "@pipeline/contract";
import { conflictField, invalidField, notFound } from "../runtime/failures";
import type { SeedCompany, SeedJourneyAccess, SeedJourneyItem, SeedUser } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";

// The rules every journey write and read shares, as the server enforces them.

/** Words of the journey's refusals. */
export const JOURNEY_MESSAGES = {
  taskUsed: "This task is already in the company's journey.",
  wrongTaskType: "This task is not of the kind this form adds.",
  noPermission: "You do not have enough permissions !",
  notReviewer: "Only a reviewer of this evaluation who has not answered yet can review it.",
  notAuthor: "Only the author of a comment can change it.",
  notGrantor: "Only the user who granted this access or a SUPER_ADMIN can change it.",
  inactiveReviewer: "Reviewers must be active users.",
  notMember: "Select members of this company.",
} as const;

/** What access grants name: one journey item of a company. */
export const JOURNEY_ITEM_CONTENT_TYPE = "journeyitem";

export function forbidden(message: string): AdapterError {
  return new AdapterError(message, { status: 403 });
}

export function seesEveryCompany(user: SeedUser): boolean {
  return user.roles[0] === "SUPER_ADMIN";
}

export function isLive(grant: SeedJourneyAccess, now: IsoDateTime): boolean {
  return grant.valid_until > now;
}

/** The user's unexpired grants on the company. */
export function liveGrants(
  state: MemoryState,
  user: SeedUser,
  companyId: Id,
  now: IsoDateTime,
): SeedJourneyAccess[] {
  return state.journeyAccess.filter(
    (grant) => grant.user_id === user.pk && grant.company_id === companyId && isLive(grant, now),
  );
}

/** Whether the company is the user's own to see, without any grant. */
export function seesCompanyItself(user: SeedUser, company: SeedCompany): boolean {
  if (seesEveryCompany(user)) return true;
  if (user.company.includes(company.id)) return true;
  return (
    company.country !== null &&
    company.practice !== null &&
    user.country.includes(company.country) &&
    user.practice.includes(company.practice)
  );
}

/** The company, when the user sees it (also through a live grant); else 404, as an unknown id. */
export function visibleCompany(
  state: MemoryState,
  user: SeedUser,
  companyId: Id,
  now: IsoDateTime,
): SeedCompany {
  const company = state.companies.find((entry) => entry.id === companyId);
  if (!company) throw notFound();
  if (seesCompanyItself(user, company) || liveGrants(state, user, companyId, now).length > 0) return company;
  throw notFound();
}

/** A company named in a write's body: 400 on company_id when it is not there for the user. */
export function targetCompany(
  state: MemoryState,
  user: SeedUser,
  companyId: Id,
  now: IsoDateTime,
): SeedCompany {
  try {
    return visibleCompany(state, user, companyId, now);
  } catch {
    throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
  }
}

export function requireJourneyPermission(user: SeedUser): void {
  if (!user.permissions.includes("can_view_journey")) throw forbidden(JOURNEY_MESSAGES.noPermission);
}

/**
 * The task a new item is for, when it is one of the stage's tasks, of the form's type, and still
 * offered to the company: a task already in its journey is refused (409) unless it allows several.
 */
export function offeredTask(
  state: MemoryState,
  target: JourneyTarget,
  types: readonly TaskType[],
): TaskDefinition {
  const stage = state.journey.find((entry) => entry.stage.id === target.stage_id);
  if (!stage) throw invalidField("stage_id", ADAPTER_MESSAGES.invalidChoice);
  const task = stage.tasks.find((entry) => entry.id === target.task_id);
  if (!task) throw invalidField("task_id", ADAPTER_MESSAGES.invalidChoice);
  if (!types.includes(task.type)) throw invalidField("task_id", JOURNEY_MESSAGES.wrongTaskType);
  if (
    !task.allow_multiple &&
    state.journeyItems.some((item) => item.company_id === target.company_id && item.task_id === task.id)
  ) {
    throw conflictField("task_id", JOURNEY_MESSAGES.taskUsed);
  }
  return task;
}

export type NewItemFields = Partial<
  Pick<
    SeedJourneyItem,
    "status" | "message" | "subject" | "body" | "receiver_emails" | "start_date" | "member_ids"
  >
>;

/**
 * Adds an item to the company's journey, which moves the company's last stage and task to it at
 * once (the companies table and the dashboard read them). Call it only once every check passed.
 */
export function addJourneyItem(
  state: MemoryState,
  company: SeedCompany,
  task: TaskDefinition,
  stageId: Id,
  user: SeedUser,
  stamp: IsoDateTime,
  fields: NewItemFields,
): SeedJourneyItem {
  const item: SeedJourneyItem = {
    id: nextId(state.journeyItems),
    company_id: company.id,
    stage_id: stageId,
    task_id: task.id,
    type: task.type,
    status: null,
    message: null,
    subject: null,
    body: null,
    receiver_emails: [],
    start_date: null,
    member_ids: [],
    moderator_ids: [],
    duration: null,
    files: [],
    created_by: user.pk,
    modified_by: user.pk,
    created: stamp,
    modified: stamp,
    ...fields,
  };
  state.journeyItems.push(item);
  company.last_stage_task = { stage_id: stageId, task_id: task.id };
  return item;
}

export function touchItem(state: MemoryState, itemId: Id, user: SeedUser, stamp: IsoDateTime): void {
  const item = state.journeyItems.find((entry) => entry.id === itemId);
  if (item) Object.assign(item, { modified: stamp, modified_by: user.pk });
}
