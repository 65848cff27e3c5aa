import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import {
  ADAPTER_MESSAGES,
  calls,
  createdMessage,
  LOOKUP_KINDS,
  LOOKUP_SCHEMAS,
  LOOKUP_TITLES,
  updatedMessage,
  type LookupInput,
} from "@pipeline/contract";
import { pathOf } from "../../http/callPath";
import { notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { LOOKUP_LIST_FIELDS } from "./repository";
import { answers, Data, FormBody, IdParams, Paged, Written } from "../../http/schemas/common";
import { LookupQuery } from "./schemas";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { LookupRepository } from "./repository";
import { LookupBody, LookupOptionSchema, LookupSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { lookups: LookupRepository };

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;

/** The seven reference lists: reads for every signed-in user, writes for SUPER_ADMIN. */
export async function lookupRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  for (const kind of LOOKUP_KINDS) {
    const title = LOOKUP_TITLES[kind];
    const tags = ["reference lists"];
    const call = calls.lookups[kind];

    async function save(id: number | null, body: unknown) {
      const input = (await validateBody(LOOKUP_SCHEMAS[kind], body)) as LookupInput;
      return id === null ? repos.lookups.create(kind, input) : repos.lookups.update(kind, id, input);
    }

    app.get(
      pathOf(call.list),
      {
        schema: {
          tags,
          summary: `The ${title.toLowerCase()} list: paged, or its options`,
          security: SIGNED_IN,
          querystring: LookupQuery,
          response: answers(Type.Union([Paged(LookupSchema), Data(Type.Array(LookupOptionSchema))])),
        },
      },
      async (request) => {
        app.requireUser(request);
        const { query } = request;
        if (query.short_details) return { data: await repos.lookups.options(kind) };
        if (query.company_added) return { data: await repos.lookups.inUse(kind) };
        return paged(await repos.lookups.list(kind, readListQuery(query, LOOKUP_LIST_FIELDS)));
      },
    );

    app.get(
      pathOf(call.get),
      {
        schema: {
          tags,
          summary: `One ${title.toLowerCase()} entry`,
          security: SIGNED_IN,
          params: IdParams,
          response: answers(Data(LookupSchema)),
        },
      },
      async (request) => {
        app.requireUser(request);
        const row = await repos.lookups.get(kind, request.params.id);
        if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
        return { data: row };
      },
    );

    app.post(
      pathOf(call.create),
      {
        schema: {
          tags,
          summary: `Add a ${title.toLowerCase()} entry (SUPER_ADMIN)`,
          security: SIGNED_IN,
          body: FormBody,
          response: answers(Written(LookupSchema)),
        },
        config: { documentedBody: LookupBody },
      },
      async (request) => {
        app.requireAccess(request, ADMIN);
        return { message: createdMessage(title), data: await save(null, request.body) };
      },
    );

    app.put(
      pathOf(call.update),
      {
        schema: {
          tags,
          summary: `Update a ${title.toLowerCase()} entry (SUPER_ADMIN)`,
          security: SIGNED_IN,
          params: IdParams,
          body: FormBody,
          response: answers(Written(LookupSchema)),
        },
        config: { documentedBody: LookupBody },
      },
      async (request) => {
        app.requireAccess(request, ADMIN);
        const row = await save(request.params.id, request.body);
        if (!row) throw notFound(ADAPTER_MESSAGES.notFound);
        return { message: updatedMessage(title), data: row };
      },
    );
  }
}
