import {
  AdapterError,
  ADAPTER_MESSAGES,
  BULK_OUTREACH_LIMITS,
  type Id,
  type IsoDateTime,
  type JourneyAccessLevel,
  type JourneyTarget,
  type TaskDefinition,
  type TaskType,
} from "@pipeline/contract";
import { checkReferences } from "../runtime/checkReferences";
import { conflictField, invalidField, notFound } from "../runtime/failures";
import type { SeedCompany, SeedJourneyAccess, SeedJourneyItem, SeedUser } from "../state/MemorySeed";
import { blankJourneyItem, type MemoryState, nextId } from "../state/MemoryState";
import { stageEnteredAt } from "../state/stageEntered";
import { permissionsOf } from "../views/userViews";
import { activeJourney, checkGate } from "./committeeRules";

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

// Who sees every company (the role acted as) is the server's rule; the adapter imitates it for stories and tests.
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

/**
 * Whether the company is the user's own to see, without any grant. Visibility by role and
 * assignment is the server's rule; the adapter imitates it for stories and tests.
 */
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

// Permissions come from the user's roles (as shipped) and their own grants, as on the server.
function canViewJourney(user: SeedUser): boolean {
  return permissionsOf(user).includes("can_view_journey");
}

/**
 * The company whose journey the user writes on (or manages grants of): one they see themselves,
 * holding can_view_journey. Otherwise 403 for one they see without the right, or through a live
 * grant only (one item, read-only), and 404 for a company they do not see (its existence is not
 * told). Who may write a company's journey is the server's rule; the adapter imitates it for
 * stories and tests.
 */
export function journeyCompany(
  state: MemoryState,
  user: SeedUser,
  companyId: Id,
  now: IsoDateTime,
): SeedCompany {
  const company = state.companies.find((entry) => entry.id === companyId);
  if (!company) throw notFound();
  if (seesCompanyItself(user, company)) {
    if (!canViewJourney(user)) throw forbidden(JOURNEY_MESSAGES.noPermission);
    return company;
  }
  if (liveGrants(state, user, companyId, now).length > 0) throw forbidden(JOURNEY_MESSAGES.noPermission);
  throw notFound();
}

export type JourneyReadAccess = { whole: true } | { whole: false; grants: SeedJourneyAccess[] };

/**
 * How much of the company's journey the user reads: the whole with can_view_journey on a company
 * they see, else the items their unexpired grants open. Nothing: 403 for a company they see
 * without the right, 404 for one they do not see (a grant that expired or was revoked opens nothing).
 */
export function journeyReadAccess(
  state: MemoryState,
  user: SeedUser,
  companyId: Id,
  now: IsoDateTime,
): JourneyReadAccess {
  const company = state.companies.find((entry) => entry.id === companyId);
  if (!company) throw notFound();
  const sees = seesCompanyItself(user, company);
  if (sees && canViewJourney(user)) return { whole: true };
  const grants = liveGrants(state, user, companyId, now).filter(
    (grant) => grant.content_type === JOURNEY_ITEM_CONTENT_TYPE,
  );
  if (grants.length > 0) return { whole: false, grants };
  if (sees) throw forbidden(JOURNEY_MESSAGES.noPermission);
  throw notFound();
}

/** What the user may do with the company's journey, as `journeyReadAccess` decides, without throwing. */
export function journeyAccessLevel(
  state: MemoryState,
  user: SeedUser,
  company: SeedCompany,
  now: IsoDateTime,
): JourneyAccessLevel {
  if (seesCompanyItself(user, company) && canViewJourney(user)) return "whole";
  const grants = liveGrants(state, user, company.id, now).filter(
    (grant) => grant.content_type === JOURNEY_ITEM_CONTENT_TYPE,
  );
  return grants.length > 0 ? "shared" : "none";
}

/** One read per grant used, by the user, now. */
export function recordReads(grants: readonly SeedJourneyAccess[], user: SeedUser, now: IsoDateTime): void {
  for (const grant of grants) grant.reads.push({ user_id: user.pk, at: now });
}

/** Throws unless the user reads this item; a read through a grant is recorded. */
export function requireItemRead(
  state: MemoryState,
  user: SeedUser,
  record: { company_id: Id; journey_item: Id },
  now: IsoDateTime,
): void {
  const access = journeyReadAccess(state, user, record.company_id, now);
  if (access.whole) return;
  const used = access.grants.filter((grant) => grant.object_id === record.journey_item);
  if (used.length === 0) throw forbidden(JOURNEY_MESSAGES.noPermission);
  recordReads(used, user, now);
}

/**
 * The task a new item is for, when it is one of the stage's tasks (neither retired), of the form's
 * type, and still offered to the company: a task already in its journey is refused (409) unless it
 * allows several, and so is a task of a stage beyond a gate the company has not passed. Every
 * journey item's create goes through here.
 */
export function offeredTask(
  state: MemoryState,
  target: JourneyTarget,
  types: readonly TaskType[],
): TaskDefinition {
  const stage = activeJourney(state).find((entry) => entry.stage.id === target.stage_id);
  if (!stage) throw invalidField("stage_id", ADAPTER_MESSAGES.invalidChoice);
  const task = stage.tasks.find((entry) => entry.id === target.task_id);
  if (!task) throw invalidField("task_id", ADAPTER_MESSAGES.invalidChoice);
  if (!types.includes(task.type)) throw invalidField("task_id", JOURNEY_MESSAGES.wrongTaskType);
  // The server enforces this under a lock on the company, so two saves at once cannot both pass; imitated here.
  if (
    !task.allow_multiple &&
    state.journeyItems.some((item) => item.company_id === target.company_id && item.task_id === task.id)
  ) {
    throw conflictField("task_id", JOURNEY_MESSAGES.taskUsed);
  }
  checkGate(state, target);
  return task;
}

export type NewItemFields = Partial<
  Omit<SeedJourneyItem, "id" | "company_id" | "stage_id" | "task_id" | "type" | "created" | "modified">
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
    ...blankJourneyItem({
      id: nextId(state.journeyItems),
      company_id: company.id,
      stage_id: stageId,
      task_id: task.id,
      type: task.type,
      created_by: user.pk,
      created: stamp,
    }),
    ...fields,
  };
  state.journeyItems.push(item);
  company.last_stage_task = { stage_id: stageId, task_id: task.id };
  refreshJourneySummary(state, company);
  return item;
}

/** E-mail statuses that mean the message went out. */
const WENT_OUT = new Set(["sent", "delivered", "opened", "clicked"]);

/**
 * The company's journey summary the companies table filters on, from its items as the server
 * recomputes it: the initial outreach e-mail's status, whether a follow-up e-mail went out,
 * whether a meeting is still CONFIRMED, and when the company entered its last stage.
 */
export function refreshJourneySummary(state: MemoryState, company: SeedCompany): void {
  const items = state.journeyItems.filter((item) => item.company_id === company.id);
  const emails = items.filter((item) => item.type === "EMAIL");
  const initial = emails
    .filter((item) => item.task_id === BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId)
    .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)[0];
  if (initial) company.status = initial.status as SeedCompany["status"];
  company.follow_up_email = emails.some(
    (item) =>
      item.task_id !== BULK_OUTREACH_LIMITS.initialOutreachJourneyItemId && WENT_OUT.has(item.status ?? ""),
  );
  company.has_scheduled_meeting = items.some(
    (item) => item.type === "MEETING" && item.status === "CONFIRMED",
  );
  // A company seeded in a stage without its items keeps the day it was seeded with.
  const stage = company.last_stage_task?.stage_id;
  if (stage !== undefined)
    company.stage_entered = stageEnteredAt(items, company.id, stage) ?? company.stage_entered;
}

export function touchItem(state: MemoryState, itemId: Id, user: SeedUser, stamp: IsoDateTime): void {
  const item = state.journeyItems.find((entry) => entry.id === itemId);
  if (item) Object.assign(item, { modified: stamp, modified_by: user.pk });
}

/** The ids, without repeats, in the order given. */
export function unique(ids: readonly Id[]): Id[] {
  return [...new Set(ids)];
}

/** Refuses (400) ids that are not members of the company, or were removed from it. */
export function checkCompanyMembers(
  state: MemoryState,
  company: SeedCompany,
  field: string,
  ids: readonly Id[],
): void {
  const members = new Set(
    state.members
      .filter((member) => member.company_id === company.id && !member.deleted)
      .map((member) => member.id),
  );
  checkReferences([{ field, ids, known: members }]);
}

/** Refuses (400) user pks that are not active users. */
export function checkActiveUsers(state: MemoryState, field: string, pks: readonly Id[]): void {
  const active = new Set(state.users.filter((user) => user.is_active).map((user) => user.pk));
  checkReferences([{ field, ids: pks, known: active }]);
}
