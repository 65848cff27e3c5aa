import { calls } from "@pipeline/contract";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { paged, readListQuery } from "../../http/lists";
import { Paged } from "../../http/schemas/common";
import { queryRoute } from "../../http/recordRoutes";
import type { ModuleContext } from "../../services";
import type { EmailLogRepository } from "./logs";
import { EMAIL_LOG_LIST_FIELDS } from "./logs";
import { pathOf } from "../../http/callPath";
import { EmailLogsQuery } from "./schemas";
import { EmailLogSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { emailLogs: EmailLogRepository };

const EMAIL_LOG_READERS = { roles: ["FSD_Admin"], permissions: ["can_view_email_logs"] } as const;

/** The e-mail logs: every message sent, paged. */
export async function emailLogRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    pathOf(calls.emailLogs.list),
    queryRoute(
      { tags: ["e-mail logs"], summary: "The messages sent, paged (FSD_Admin with can_view_email_logs)" },
      EmailLogsQuery,
      Paged(EmailLogSchema),
    ),
    async (request) => {
      app.requireAccess(request, EMAIL_LOG_READERS);
      return paged(await repos.emailLogs.list(readListQuery(request.query, EMAIL_LOG_LIST_FIELDS)));
    },
  );
}
