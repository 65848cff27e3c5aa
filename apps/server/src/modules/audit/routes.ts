import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { calls } from "@pipeline/contract";
import { AuditEntrySchema } from "@pipeline/contract/wire";
import { pathOf } from "../../http/callPath";
import { paged, readListQuery } from "../../http/lists";
import { queryRoute } from "../../http/recordRoutes";
import { Paged } from "../../http/schemas/common";
import type { ModuleContext } from "../../services";
import { AUDIT_LOG_LIST_FIELDS, type AuditRepository } from "./repository";
import { AuditLogQuery } from "./schemas";

/** The repositories these routes read. */
type Repos = { audit: AuditRepository };

/** Only SUPER_ADMIN reads the whole trail. */
export const AUDIT_LOG_READERS = { roles: ["SUPER_ADMIN"] } as const;

/** The audit trail: every write, newest first, paged and filtered. */
export async function auditRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    pathOf(calls.auditLog.list),
    queryRoute(
      {
        tags: ["audit log"],
        summary: "Every write, newest first: who, when, what and from where (SUPER_ADMIN)",
      },
      AuditLogQuery,
      Paged(AuditEntrySchema),
    ),
    async (request) => {
      app.requireAccess(request, AUDIT_LOG_READERS);
      return paged(await repos.audit.list(readListQuery(request.query, AUDIT_LOG_LIST_FIELDS)));
    },
  );
}
