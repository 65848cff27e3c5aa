import type { FastifyInstance } from "fastify";
import {
  ADAPTER_MESSAGES,
  createdMessage,
  LOOKUP_KINDS,
  LOOKUP_SCHEMAS,
  LOOKUP_TITLES,
  updatedMessage,
  type LookupInput,
} from "@pipeline/contract";
import { notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { LOOKUP_LIST_FIELDS } from "../../repositories";
import { idParam, type RouteContext } from "./context";

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;

function flag(value: unknown): boolean {
  return value === "true";
}

/** The seven reference lists: reads for every signed-in user, writes for SUPER_ADMIN. */
export async function lookupRoutes(app: FastifyInstance, { repos }: RouteContext) {
  for (const kind of LOOKUP_KINDS) {
    const title = LOOKUP_TITLES[kind];

    async function save(id: number | null, body: unknown) {
      const input = (await validateBody(LOOKUP_SCHEMAS[kind], body)) as LookupInput;
      return id === null ? repos.lookups.create(kind, input) : repos.lookups.update(kind, id, input);
    }

    app.get(`/${kind}`, async (request) => {
      app.requireUser(request);
      const query = (request.query ?? {}) as Record<string, string>;
      if (flag(query.short_details)) return { data: await repos.lookups.options(kind) };
      if (flag(query.company_added)) return { data: await repos.lookups.inUse(kind) };
      return paged(await repos.lookups.list(kind, readListQuery(query, LOOKUP_LIST_FIELDS)));
    });

    app.get(`/${kind}/:id`, async (request) => {
      app.requireUser(request);
      const id = idParam(request.params);
      const row = id === null ? null : await repos.lookups.get(kind, id);
      if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
      return { data: row };
    });

    app.post(`/${kind}/`, async (request) => {
      app.requireAccess(request, ADMIN);
      return { message: createdMessage(title), data: await save(null, request.body) };
    });

    app.put(`/${kind}/:id/`, async (request) => {
      app.requireAccess(request, ADMIN);
      const id = idParam(request.params);
      const row = id === null ? null : await save(id, request.body);
      if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
      return { message: updatedMessage(title), data: row };
    });
  }
}
