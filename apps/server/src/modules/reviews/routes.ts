import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls } from "@pipeline/contract";
import { ReviewRequestSchema } from "@pipeline/contract/wire";
import { pathOf } from "../../http/callPath";
import { paged, readListQuery } from "../../http/lists";
import { queryRoute } from "../../http/recordRoutes";
import { Paged } from "../../http/schemas/common";
import { ListQuery } from "../../http/schemas/lists";
import type { ModuleContext } from "../../services";
import type { EmailLogRepository } from "../emails";
import { registerReminderJob, type ReminderRepository } from "./reminders";
import type { ReviewRepository } from "./repository";

/** The repositories these routes and the reminders read. */
type Repos = { reviews: ReviewRepository; reminders: ReminderRepository; emailLogs: EmailLogRepository };

/** My Reviews takes pages only: its order is fixed (oldest first), and it has no search or filters. */
const MY_REVIEWS_FIELDS = { sortFields: [], filters: [] } as const;
const listQuery = ListQuery(MY_REVIEWS_FIELDS);
const MyReviewsQuery = Type.Object({
  page: listQuery.properties.page,
  page_size: listQuery.properties.page_size,
});

/** My Reviews (`GET evaluation/mine`), and the reminders job that e-mails reviewers and granters. */
export async function reviewRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  registerReminderJob(app, { reminders: repos.reminders, emailLogs: repos.emailLogs, services });

  app.get(
    pathOf(calls.evaluations.mine),
    queryRoute(
      {
        tags: ["journey"],
        summary:
          "The evaluations waiting for the signed-in user's answer, oldest first (since the round began), paged",
      },
      MyReviewsQuery,
      Paged(ReviewRequestSchema),
    ),
    async (request) => {
      const { user } = app.requireUser(request);
      const params = readListQuery(
        { page: request.query.page, page_size: request.query.page_size },
        MY_REVIEWS_FIELDS,
      );
      return paged(await repos.reviews.mine(user.pk, params));
    },
  );
}
