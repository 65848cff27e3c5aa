import {
  ACTION_MESSAGES,
  ADAPTER_MESSAGES,
  type CommentsPort,
  commentSchema,
  createdMessage,
  type EmailTemplatesPort,
  type Id,
  type JourneyAccessPort,
  journeyAccessSchema,
  updatedMessage,
} from "@pipeline/contract";
import { number, object, string } from "yup";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { invalidField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedComment, SeedJourneyAccess } from "../state/MemorySeed";
import { auditRow } from "../state/auditTrail";
import { commentRow, grantRow } from "../state/auditRows";
import { nextId } from "../state/MemoryState";
import { toComment, toJourneyAccess } from "../views/journeyViews";
import {
  forbidden,
  JOURNEY_ITEM_CONTENT_TYPE,
  JOURNEY_MESSAGES,
  journeyCompany,
  journeyReadAccess,
  seesEveryCompany,
} from "./journeyRules";

const COMMENT_TITLE = "Comment";
const ACCESS_TITLE = "Access";
const DAY_MS = 24 * 60 * 60 * 1000;

const commentInputSchema = commentSchema.concat(
  object({ company_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required("Company is required") }),
);

const accessTargetSchema = object({
  company_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required("Company is required"),
  content_type: string().oneOf([JOURNEY_ITEM_CONTENT_TYPE], ADAPTER_MESSAGES.invalidChoice).required(),
  object_id: number().typeError(ADAPTER_MESSAGES.invalidChoice).required(),
});
const accessCreateSchema = journeyAccessSchema.concat(accessTargetSchema);
// An update may also revoke: 0 days ends the grant at once.
const accessUpdateSchema = accessCreateSchema.concat(
  object({
    valid_days: number()
      .typeError("Number of days is required")
      .required("Number of days is required")
      .integer("Number of days must be a whole number")
      .min(0, "Number of days is required"),
  }),
);

export function createCommentsPort({ state, call, now }: MemoryRuntime): CommentsPort {
  function find(id: Id): SeedComment {
    const comment = state.comments.find((entry) => entry.id === id);
    if (!comment) throw notFound();
    return comment;
  }

  return {
    create: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(commentInputSchema, input);
        const stamp = now();
        const company = journeyCompany(state, user, values.company_id, now());
        const comment: SeedComment = {
          id: nextId(state.comments),
          company_id: company.id,
          journey_item: null,
          comment_text: values.comment_text,
          created_by: user.pk,
          modified_by: user.pk,
          created: stamp,
          modified: stamp,
        };
        state.comments.push(comment);
        auditRow(state, stamp, user, {
          entity: "company_comments",
          id: comment.id,
          companyId: comment.company_id,
          before: null,
          after: commentRow(comment),
        });
        return { message: createdMessage(COMMENT_TITLE), data: toComment(state, comment) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(commentInputSchema, input);
        const comment = find(id);
        const stamp = now();
        if (comment.created_by !== user.pk) throw forbidden(JOURNEY_MESSAGES.notAuthor);
        if (values.company_id !== comment.company_id) {
          throw invalidField("company_id", ADAPTER_MESSAGES.invalidChoice);
        }
        const before = commentRow(comment);
        Object.assign(comment, { comment_text: values.comment_text, modified_by: user.pk, modified: stamp });
        auditRow(state, stamp, user, {
          entity: "company_comments",
          id,
          companyId: comment.company_id,
          before,
          after: commentRow(comment),
        });
        return { message: updatedMessage(COMMENT_TITLE), data: toComment(state, comment) };
      }),
  };
}

type Placeholder = "company_name" | "pitch_line" | "first_name";

/** Fills the placeholders of a task template that have a value. */
function fill(text: string, values: Partial<Record<Placeholder, string>>): string {
  return text.replace(
    /\{\{\s*(company_name|first_name|pitch_line)\s*\}\}/g,
    (placeholder, name: Placeholder) => values[name] ?? placeholder,
  );
}

export function createEmailTemplatesPort({ state, call, now }: MemoryRuntime): EmailTemplatesPort {
  return {
    get: (request, options) =>
      call(options, (user) => {
        const { key, company_id, company_member_id } =
          typeof request === "string" ? { key: request } : request;
        const template = state.emailTemplates.find((entry) => entry.key === key);
        if (!template) throw notFound();
        // Only the placeholders whose values were asked for are filled; the others stay as written.
        const values: Partial<Record<Placeholder, string>> = {};
        if (company_id === undefined && company_member_id !== undefined) {
          throw invalidField("company_id", "Company is required");
        }
        if (company_id !== undefined) {
          const company = journeyCompany(state, user, company_id, now());
          values.company_name = company.company_name;
          values.pitch_line = company.pitch_line ?? "";
          if (company_member_id !== undefined) {
            const member = state.members.find(
              (entry) => entry.id === company_member_id && entry.company_id === company.id && !entry.deleted,
            );
            if (!member) throw invalidField("company_member_id", ADAPTER_MESSAGES.invalidChoice);
            values.first_name = member.first_name;
          }
        }
        return {
          key: template.key,
          ...(template.subject === undefined ? {} : { subject: fill(template.subject, values) }),
          body: fill(template.body, values),
        };
      }),
  };
}

export function createJourneyAccessPort({ state, call, now }: MemoryRuntime): JourneyAccessPort {
  function find(id: Id): SeedJourneyAccess {
    const grant = state.journeyAccess.find((entry) => entry.id === id);
    if (!grant) throw notFound();
    return grant;
  }

  /** The item a grant names must be one of the company's. */
  function checkItem(companyId: Id, objectId: Id): void {
    if (!state.journeyItems.some((item) => item.id === objectId && item.company_id === companyId)) {
      throw invalidField("object_id", ADAPTER_MESSAGES.invalidChoice);
    }
  }

  function checkUser(userId: Id): void {
    if (!state.users.some((entry) => entry.pk === userId && entry.is_active)) {
      throw invalidField("user_id", ADAPTER_MESSAGES.invalidChoice);
    }
  }

  function validUntil(days: number): string {
    return new Date(Date.parse(now()) + days * DAY_MS).toISOString();
  }

  return {
    list: (query, options) =>
      call(options, (user) => {
        // Who reads the item sees its grants; a grantee sees only their own.
        const access = journeyReadAccess(state, user, query.company, now());
        if (!access.whole && !access.grants.some((grant) => grant.object_id === query.object_id)) {
          throw forbidden(JOURNEY_MESSAGES.noPermission);
        }
        return state.journeyAccess
          .filter(
            (grant) =>
              grant.company_id === query.company &&
              grant.content_type === query.content_type &&
              grant.object_id === query.object_id &&
              (access.whole || grant.user_id === user.pk),
          )
          .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id)
          .map((grant) => toJourneyAccess(state, grant));
      }),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await validateInput(accessCreateSchema, input);
        const stamp = now();
        journeyCompany(state, user, values.company_id, now());
        if (values.user_id === user.pk) throw invalidField("user_id", ACTION_MESSAGES.grantToSelf);
        checkItem(values.company_id, values.object_id);
        checkUser(values.user_id);
        const grant: SeedJourneyAccess = {
          id: nextId(state.journeyAccess),
          user_id: values.user_id,
          company_id: values.company_id,
          content_type: values.content_type,
          object_id: values.object_id,
          valid_days: values.valid_days,
          valid_until: validUntil(values.valid_days),
          created_by: user.pk,
          created: stamp,
          reads: [],
        };
        state.journeyAccess.push(grant);
        auditRow(state, stamp, user, {
          entity: "user_journey_access",
          id: grant.id,
          companyId: grant.company_id,
          before: null,
          after: grantRow(grant),
        });
        return { message: createdMessage(ACCESS_TITLE), data: toJourneyAccess(state, grant) };
      }),
    update: (id, input, options) =>
      call(options, async (user) => {
        const values = await validateInput(accessUpdateSchema, input);
        const grant = find(id);
        // Only who granted it, or a SUPER_ADMIN, may change or revoke it.
        if (grant.created_by !== user.pk && !seesEveryCompany(user)) {
          throw forbidden(JOURNEY_MESSAGES.notGrantor);
        }
        // A new validity from now; 0 days revokes the grant at once. What it opens, and to whom, stays.
        const before = grantRow(grant);
        Object.assign(grant, {
          valid_days: values.valid_days === 0 ? grant.valid_days : values.valid_days,
          valid_until: validUntil(values.valid_days),
        });
        auditRow(state, now(), user, {
          entity: "user_journey_access",
          id,
          companyId: grant.company_id,
          before,
          after: grantRow(grant),
        });
        return { message: updatedMessage(ACCESS_TITLE), data: toJourneyAccess(state, grant) };
      }),
  };
}
