import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { object, string } from "yup";
import {
  addJourneyItemSchema,
  approvalSchema,
  createdMessage,
  reopenDecisionSchema,
  requiredIdSchema,
} from "@pipeline/contract";
import { createRoute, updateRoute } from "../../http/recordRoutes";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import { actorOf, companyId, JOURNEY_ITEM_REQUIRED, type Repos, tags } from "./routeParts";
import {
  EvaluationCreateBody,
  EvaluationReopenBody,
  EvaluationReviewBody,
  EvaluationSchema,
} from "@pipeline/contract/wire";

// The Add Item form's evaluation fields, with the form's own rules and words: its schema picked for
// the type's fields, with the type set as the chosen task's would be.
const evaluationCreateSchema = addJourneyItemSchema
  .pick(["stage_id", "task_id", "task_type", "reviewer_ids"])
  .concat(companyId)
  .concat(object({ status: string().oneOf(["PENDING"], "A new evaluation is PENDING").nullable() }));
const reviewSchema = approvalSchema
  .concat(companyId)
  .concat(object({ journey_item_id: requiredIdSchema(JOURNEY_ITEM_REQUIRED, "Journey item") }));

/**
 * Evaluations: asking users to review the company, each reviewer's one decision, and a SUPER_ADMIN
 * reopening a decided one.
 */
export async function evaluationRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const journey = repos.journeyItems;

  app.post(
    "/evaluation/",
    createRoute(
      { tags, summary: "Ask active users to review the company (PENDING)" },
      EvaluationSchema,
      EvaluationCreateBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
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
    updateRoute(
      { tags, summary: "A listed reviewer's one decision: APPROVED, REJECTED or HOLD with a comment" },
      EvaluationSchema,
      EvaluationReviewBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
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
        services.storage,
      );
      return { message: "Decision submitted successfully.", data };
    },
  );

  app.post(
    "/evaluation/:id/reopen/",
    updateRoute(
      {
        tags,
        summary:
          "A SUPER_ADMIN reopens a decided evaluation with a reason (recorded): its answers leave it for a new round, PENDING",
      },
      EvaluationSchema,
      EvaluationReopenBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
      const values = await validateBody(reopenDecisionSchema, request.body);
      const data = await journey.reopenEvaluation(request.params.id, values.reason, actor);
      return { message: "Decision reopened successfully.", data };
    },
  );
}
