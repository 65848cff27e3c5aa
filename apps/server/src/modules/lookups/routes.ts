import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { calls, LOOKUP_KINDS, LOOKUP_SCHEMAS, LOOKUP_TITLES, type LookupInput } from "@pipeline/contract";
import { pathOf } from "../../http/callPath";
import { found } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { LOOKUP_LIST_FIELDS } from "./repository";
import { Data, Paged } from "../../http/schemas/common";
import { formWriteRoutes, queryRoute, readRoute } from "../../http/recordRoutes";
import { LookupQuery } from "./schemas";
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

    const values = async (body: unknown) => (await validateBody(LOOKUP_SCHEMAS[kind], body)) as LookupInput;

    app.get(
      pathOf(call.list),
      queryRoute(
        { tags, summary: `The ${title.toLowerCase()} list: paged, or its options` },
        LookupQuery,
        Type.Union([Paged(LookupSchema), Data(Type.Array(LookupOptionSchema))]),
      ),
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
      readRoute({ tags, summary: `One ${title.toLowerCase()} entry` }, LookupSchema),
      async (request) => {
        app.requireUser(request);
        return { data: found(await repos.lookups.get(kind, request.params.id)) };
      },
    );

    formWriteRoutes(app, {
      paths: { create: pathOf(call.create), update: pathOf(call.update) },
      tags,
      title,
      summaries: {
        create: `Add a ${title.toLowerCase()} entry (SUPER_ADMIN)`,
        update: `Update a ${title.toLowerCase()} entry (SUPER_ADMIN)`,
      },
      response: LookupSchema,
      documentedBody: LookupBody,
      caller: (request) => app.requireAccess(request, ADMIN),
      create: async (body) => repos.lookups.create(kind, await values(body)),
      update: async (id, body) => repos.lookups.update(kind, id, await values(body)),
    });
  }
}
