import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { number, object, string } from "yup";
import { createdMessage, journeyAccessSchema, requiredIdSchema, updatedMessage } from "@pipeline/contract";
import { badRequest } from "../../http/HttpError";
import { Paged } from "../../http/schemas/common";
import { createRoute, queryRoute, updateRoute } from "../../http/recordRoutes";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import { JOURNEY_ITEM_CONTENT_TYPE } from "./access";
import { CONTENT_TYPE_MESSAGE } from "./messages";
import { actorOf, COMPANY_REQUIRED, JOURNEY_ITEM_REQUIRED, type Repos, tags } from "./routeParts";
import { UserJourneyAccessQuery } from "./schemas";
import {
  UserJourneyAccessBody,
  UserJourneyAccessSchema,
  UserJourneyAccessUpdateBody,
} from "@pipeline/contract/wire";

const DAYS_REQUIRED = "Number of days is required";
/** Beyond a hundred years a grant is no longer time-limited, and the date would not be stored. */
export const MAX_VALID_DAYS = 36_500;
export const TOO_MANY_DAYS_MESSAGE = `Number of days must be at most ${MAX_VALID_DAYS}`;

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

/** Time-limited access of one user to one journey item: listed, given, renewed and revoked. */
export async function grantRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const journey = repos.journeyItems;

  app.get(
    "/user-journey-access",
    queryRoute(
      {
        tags,
        summary: "The grants on one journey item, each with its access log (who read through it, when)",
      },
      UserJourneyAccessQuery,
      Paged(UserJourneyAccessSchema),
    ),
    async (request) => {
      const actor = actorOf(app, request);
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
    createRoute(
      { tags, summary: "Give one user access to one journey item for valid_days" },
      UserJourneyAccessSchema,
      UserJourneyAccessBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
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
    updateRoute(
      {
        tags,
        summary:
          "Renew a grant for valid_days from now, or revoke it at once with 0; its creator or a SUPER_ADMIN",
      },
      UserJourneyAccessSchema,
      UserJourneyAccessUpdateBody,
    ),
    async (request) => {
      const actor = actorOf(app, request);
      const values = await validateBody(grantUpdateSchema, request.body);
      checkDays(values.valid_days);
      const data = await journey.updateGrant(request.params.id, values.valid_days, actor);
      return { message: values.valid_days === 0 ? "Access revoked." : updatedMessage("Access"), data };
    },
  );
}
