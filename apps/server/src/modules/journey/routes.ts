import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { number, object, string } from "yup";
import {
  addJourneyItemSchema,
  approvalSchema,
  CALL_NOTES_EMPTY_MESSAGE,
  callNotesHaveContent,
  callNotesSchema,
  commentSchema,
  createdMessage,
  journeyAccessSchema,
  journeyTargetSchema,
  recordIdTest,
  requiredIdSchema,
  summarySchema,
  TEXT_LIMITS,
  trimmedText,
  updatedMessage,
} from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { validateBody } from "../../http/validate";
import { JOURNEY_ITEM_CONTENT_TYPE, journeyActorOf } from "./access";
import { CONTENT_TYPE_MESSAGE } from "./messages";
import { answers, Data, FormBody, IdParams, Paged, Written } from "../../http/schemas/common";
import { UserJourneyAccessQuery } from "./schemas";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { JourneyItemRepository } from "./repository";
import {
  CallNotesBody,
  CallNotesSchema,
  CommentBody,
  CommentSchema,
  CompanyActivitySchema,
  EmailTemplateBody,
  EmailTemplateSchema,
  EvaluationCreateBody,
  EvaluationReviewBody,
  EvaluationSchema,
  JourneyItemSchema,
  JourneyTimelineSchema,
  LinkedinBody,
  SummaryBody,
  SummarySchema,
  UserJourneyAccessBody,
  UserJourneyAccessSchema,
} from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { journeyItems: JourneyItemRepository };

const COMPANY_REQUIRED = "Company is required";
const JOURNEY_ITEM_REQUIRED = "Journey item is required";
const DAYS_REQUIRED = "Number of days is required";
/** Beyond a hundred years a grant is no longer time-limited, and the date would not be stored. */
export const MAX_VALID_DAYS = 36_500;
export const TOO_MANY_DAYS_MESSAGE = `Number of days must be at most ${MAX_VALID_DAYS}`;
const INVALID_DATE = "Invalid date";

const companyId = object({ company_id: requiredIdSchema(COMPANY_REQUIRED, "Company") });
const optionalId = (field: string) =>
  number().typeError(`${field} must be a number.`).nullable().test(recordIdTest(field));

// The Add Item form's fields of each type, with the form's own rules and words: its schema picked
// for the type's fields, with the type set as the chosen task's would be.
const evaluationCreateSchema = addJourneyItemSchema
  .pick(["stage_id", "task_id", "task_type", "reviewer_ids"])
  .concat(companyId)
  .concat(object({ status: string().oneOf(["PENDING"], "A new evaluation is PENDING").nullable() }));
const linkedinSchema = addJourneyItemSchema
  .pick(["stage_id", "task_id", "task_type", "company_member_ids", "message", "date"])
  .concat(companyId);
const reviewSchema = approvalSchema
  .concat(companyId)
  .concat(object({ journey_item_id: requiredIdSchema(JOURNEY_ITEM_REQUIRED, "Journey item") }));
const summaryBodySchema = summarySchema.concat(journeyTargetSchema).concat(
  object({
    message: trimmedText().nullable().max(TEXT_LIMITS.comment, "Message must be at most 4000 characters"),
  }),
);
const callNotesBodySchema = callNotesSchema.concat(journeyTargetSchema);

/** Call notes' body, refused when nothing in it is filled in, as the form refuses it. */
async function callNotesBody(body: unknown) {
  const values = await validateBody(callNotesBodySchema, body);
  if (!callNotesHaveContent(values)) throw badRequest(CALL_NOTES_EMPTY_MESSAGE);
  return values;
}
const commentBodySchema = commentSchema
  .concat(companyId)
  .concat(object({ journey_item_id: optionalId("Journey item") }));
const templateSchema = object({
  key: trimmedText().required("Key is required").max(100, "Key must be at most 100 characters"),
  company_id: optionalId("Company"),
  company_member_id: optionalId("Company member"),
});
const grantTarget = object({
  company_id: requiredIdSchema(COMPANY_REQUIRED, "Company"),
  content_type: string()
    .nullable()
    .required(CONTENT_TYPE_MESSAGE)
    .oneOf([JOURNEY_ITEM_CONTENT_TYPE], CONTENT_TYPE_MESSAGE),
  object_id: requiredIdSchema(JOURNEY_ITEM_REQUIRED, "Journey item"),
});
const grantCreateSchema = journeyAccessSchema.concat(grantTarget);
// On an update, 0 days revokes the grant at once.
const grantUpdateSchema = journeyAccessSchema
  .shape({
    valid_days: number()
      .typeError(DAYS_REQUIRED)
      .nullable()
      .required(DAYS_REQUIRED)
      .integer("Number of days must be a whole number")
      .min(0, "Number of days must be 0 (revoke) or more"),
  })
  .concat(grantTarget);

function checkDays(days: number) {
  if (days > MAX_VALID_DAYS) throw badRequest(TOO_MANY_DAYS_MESSAGE, { valid_days: [TOO_MANY_DAYS_MESSAGE] });
}

/** A date PostgreSQL stores as the client meant it: years 1 to 9999. */
function checkDate(field: string, value: Date) {
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) throw badRequest(INVALID_DATE, { [field]: [INVALID_DATE] });
}

/**
 * The company journey (journey-and-sign-in 3-7): the timeline, evaluations and their decisions,
 * LinkedIn messages, summaries, call notes, comments, task templates and time-limited access to
 * one journey item. Who may do what: apps/server/README.md, "The company journey".
 */
export async function journeyRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["journey"];
  const journey = repos.journeyItems;
  const actorOf = (request: Parameters<typeof app.requireUser>[0]) =>
    journeyActorOf(app.requireUser(request));

  app.get(
    "/company/:id/journey",
    {
      schema: {
        tags,
        summary:
          "The company's timeline: the whole of it with can_view_journey, or the items an unexpired grant opens (each read recorded)",
        security: SIGNED_IN,
        params: IdParams,
        response: answers(Data(JourneyTimelineSchema)),
      },
    },
    async (request) => ({
      data: await journey.timeline(request.params.id, actorOf(request), services.publicUrl),
    }),
  );

  app.get(
    "/company/:id/activity",
    {
      schema: {
        tags,
        summary:
          "The company's standalone comments and the files of its Upload dialog (who, when), oldest first; none through a grant alone",
        security: SIGNED_IN,
        params: IdParams,
        response: answers(Data(CompanyActivitySchema)),
      },
    },
    async (request) => ({ data: await journey.activity(request.params.id, actorOf(request)) }),
  );

  app.post(
    "/evaluation/",
    {
      schema: {
        tags,
        summary: "Ask active users to review the company (PENDING)",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(EvaluationSchema)),
      },
      config: { documentedBody: EvaluationCreateBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(evaluationCreateSchema, { ...request.body, task_type: "EVALUATION" });
      const data = await journey.createEvaluation(
        {
          company_id: values.company_id,
          stage_id: values.stage_id,
          task_id: values.task_id,
          reviewer_ids: values.reviewer_ids,
        },
        actor,
      );
      return { message: createdMessage("Evaluation"), data };
    },
  );

  app.put(
    "/evaluation/:id/",
    {
      schema: {
        tags,
        summary: "A listed reviewer's one decision: APPROVED, REJECTED or HOLD with a comment",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(EvaluationSchema)),
      },
      config: { documentedBody: EvaluationReviewBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(reviewSchema, request.body);
      const data = await journey.reviewEvaluation(
        request.params.id,
        {
          company_id: values.company_id,
          journey_item_id: values.journey_item_id,
          comment: values.comment,
          status: values.status,
        },
        actor,
      );
      return { message: "Decision submitted successfully.", data };
    },
  );

  app.post(
    "/linkedin/",
    {
      schema: {
        tags,
        summary: "Record a LinkedIn message to members of the company",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(JourneyItemSchema)),
      },
      config: { documentedBody: LinkedinBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(linkedinSchema, { ...request.body, task_type: "LINKEDIN" });
      // The schema requires both for a LINKEDIN task.
      const date = values.date as Date;
      checkDate("date", date);
      const data = await journey.createLinkedin(
        {
          company_id: values.company_id,
          stage_id: values.stage_id,
          task_id: values.task_id,
          company_member_ids: values.company_member_ids,
          message: values.message as string,
          date,
        },
        actor,
      );
      return { message: createdMessage("LinkedIn message"), data };
    },
  );

  app.get(
    "/summary/:id",
    {
      schema: {
        tags,
        summary: "A company summary",
        security: SIGNED_IN,
        params: IdParams,
        response: answers(Data(SummarySchema)),
      },
    },
    async (request) => ({ data: await journey.getSummary(request.params.id, actorOf(request)) }),
  );

  app.post(
    "/summary/",
    {
      schema: {
        tags,
        summary: "Add the company summary as a journey item",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(SummarySchema)),
      },
      config: { documentedBody: SummaryBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(summaryBodySchema, request.body);
      return { message: createdMessage("Summary"), data: await journey.createSummary(values, actor) };
    },
  );

  app.put(
    "/summary/:id/",
    {
      schema: {
        tags,
        summary:
          "Update a summary; priorities and additional fields marked EDITED or DELETED, new ones without an id",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(SummarySchema)),
      },
      config: { documentedBody: SummaryBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(summaryBodySchema, request.body);
      return {
        message: updatedMessage("Summary"),
        data: await journey.updateSummary(request.params.id, values, actor),
      };
    },
  );

  app.get(
    "/call-notes/:id",
    {
      schema: {
        tags,
        summary: "Call notes of a company",
        security: SIGNED_IN,
        params: IdParams,
        response: answers(Data(CallNotesSchema)),
      },
    },
    async (request) => ({ data: await journey.getCallNotes(request.params.id, actorOf(request)) }),
  );

  app.post(
    "/call-notes/",
    {
      schema: {
        tags,
        summary: "Add call notes as a journey item",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(CallNotesSchema)),
      },
      config: { documentedBody: CallNotesBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await callNotesBody(request.body);
      return { message: createdMessage("Call notes"), data: await journey.createCallNotes(values, actor) };
    },
  );

  app.put(
    "/call-notes/:id/",
    {
      schema: {
        tags,
        summary: "Update call notes",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(CallNotesSchema)),
      },
      config: { documentedBody: CallNotesBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await callNotesBody(request.body);
      return {
        message: updatedMessage("Call notes"),
        data: await journey.updateCallNotes(request.params.id, values, actor),
      };
    },
  );

  app.post(
    "/comment/",
    {
      schema: {
        tags,
        summary: "Comment on a company, or on one of its journey items (journey_item_id)",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(CommentSchema)),
      },
      config: { documentedBody: CommentBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(commentBodySchema, request.body);
      return { message: createdMessage("Comment"), data: await journey.createComment(values, actor) };
    },
  );

  app.put(
    "/comment/:id/",
    {
      schema: {
        tags,
        summary: "Change a comment; only its author may",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(CommentSchema)),
      },
      config: { documentedBody: CommentBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(commentBodySchema, request.body);
      return {
        message: updatedMessage("Comment"),
        data: await journey.updateComment(request.params.id, values, actor),
      };
    },
  );

  app.post(
    "/email-template/",
    {
      schema: {
        tags,
        summary: "A task's template by its name, {{company_name}}, {{pitch_line}} and {{first_name}} filled",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Data(EmailTemplateSchema)),
      },
      config: { documentedBody: EmailTemplateBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(templateSchema, request.body);
      return { data: await journey.template(values, actor) };
    },
  );

  app.get(
    "/user-journey-access",
    {
      schema: {
        tags,
        summary: "The grants on one journey item, each with its access log (who read through it, when)",
        security: SIGNED_IN,
        querystring: UserJourneyAccessQuery,
        response: answers(Paged(UserJourneyAccessSchema)),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { company, object_id: objectId } = request.query;
      if (company === undefined || objectId === undefined) return { results: { data: [] }, count: 0 };
      const rows = await journey.listGrants(
        {
          company,
          object_id: objectId,
          content_type: request.query.content_type ?? JOURNEY_ITEM_CONTENT_TYPE,
        },
        actor,
      );
      return { results: { data: rows }, count: rows.length };
    },
  );

  app.post(
    "/user-journey-access/",
    {
      schema: {
        tags,
        summary: "Give one user access to one journey item for valid_days",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(UserJourneyAccessSchema)),
      },
      config: { documentedBody: UserJourneyAccessBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(grantCreateSchema, request.body);
      checkDays(values.valid_days);
      return {
        message: createdMessage("Access"),
        data: await journey.createGrant({ ...values, content_type: JOURNEY_ITEM_CONTENT_TYPE }, actor),
      };
    },
  );

  app.put(
    "/user-journey-access/:id/",
    {
      schema: {
        tags,
        summary:
          "Renew a grant for valid_days from now, or revoke it at once with 0; its creator or a SUPER_ADMIN",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(UserJourneyAccessSchema)),
      },
      config: { documentedBody: UserJourneyAccessBody },
    },
    async (request) => {
      const actor = actorOf(request);
      const values = await validateBody(grantUpdateSchema, request.body);
      checkDays(values.valid_days);
      const data = await journey.updateGrant(request.params.id, values.valid_days, actor);
      return { message: values.valid_days === 0 ? "Access revoked." : updatedMessage("Access"), data };
    },
  );
}
