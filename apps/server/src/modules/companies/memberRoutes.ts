import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { calls, adminCompanyMemberSchema, RECORD_TITLES, type CompanyMemberInput } from "@pipeline/contract";
import { found } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { MEMBER_LIST_FIELDS } from "./memberRepository";
import { Paged } from "../../http/schemas/common";
import { formWriteRoutes, queryRoute, readRoute } from "../../http/recordRoutes";
import { CompanyMembersQuery } from "./memberSchemas";
import type { ModuleContext } from "../../services";
import { pathOf } from "../../http/callPath";
import type { CompanyMemberRepository } from "./memberRepository";
import { CompanyMemberBody, CompanyMemberRecordSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { companyMembers: CompanyMemberRepository };

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;
const tags = ["company members"];

/** The company-members admin screens (admin-portal 2.11), for SUPER_ADMIN. */
export async function companyMemberRoutes(server: FastifyInstance, { repos }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    pathOf(calls.companyMembers.list),
    queryRoute(
      { tags, summary: "The members, paged (SUPER_ADMIN)" },
      CompanyMembersQuery,
      Paged(CompanyMemberRecordSchema),
    ),
    async (request) => {
      app.requireAccess(request, ADMIN);
      return paged(await repos.companyMembers.list(readListQuery(request.query, MEMBER_LIST_FIELDS)));
    },
  );

  app.get(
    pathOf(calls.companyMembers.get),
    readRoute({ tags, summary: "One member (SUPER_ADMIN)" }, CompanyMemberRecordSchema),
    async (request) => {
      app.requireAccess(request, ADMIN);
      return { data: found(await repos.companyMembers.get(request.params.id)) };
    },
  );

  const values = async (body: unknown) =>
    (await validateBody(adminCompanyMemberSchema, body)) as CompanyMemberInput;

  formWriteRoutes(app, {
    paths: { create: pathOf(calls.companyMembers.create), update: pathOf(calls.companyMembers.update) },
    tags,
    title: RECORD_TITLES.companyMember,
    summaries: { create: "Add a member (SUPER_ADMIN)", update: "Update a member (SUPER_ADMIN)" },
    response: CompanyMemberRecordSchema,
    documentedBody: CompanyMemberBody,
    caller: (request) => app.requireAccess(request, ADMIN),
    create: async (body) => repos.companyMembers.create(await values(body)),
    update: async (id, body) => repos.companyMembers.update(id, await values(body)),
  });
}
