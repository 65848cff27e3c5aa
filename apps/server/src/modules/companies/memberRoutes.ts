import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import {
  calls,
  ADAPTER_MESSAGES,
  adminCompanyMemberSchema,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
  type CompanyMemberInput,
} from "@pipeline/contract";
import { notFound } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { MEMBER_LIST_FIELDS } from "./memberRepository";
import { answers, Data, FormBody, IdParams, Paged, Written } from "../../http/schemas/common";
import { CompanyMembersQuery } from "./memberSchemas";
import { SIGNED_IN } from "../../http/schemas/security";
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
    {
      schema: {
        tags,
        summary: "The members, paged (SUPER_ADMIN)",
        security: SIGNED_IN,
        querystring: CompanyMembersQuery,
        response: answers(Paged(CompanyMemberRecordSchema)),
      },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      return paged(await repos.companyMembers.list(readListQuery(request.query, MEMBER_LIST_FIELDS)));
    },
  );

  app.get(
    pathOf(calls.companyMembers.get),
    {
      schema: {
        tags,
        summary: "One member (SUPER_ADMIN)",
        security: SIGNED_IN,
        params: IdParams,
        response: answers(Data(CompanyMemberRecordSchema)),
      },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      const member = await repos.companyMembers.get(request.params.id);
      if (!member) throw notFound(ADAPTER_MESSAGES.notFound);
      return { data: member };
    },
  );

  app.post(
    pathOf(calls.companyMembers.create),
    {
      schema: {
        tags,
        summary: "Add a member (SUPER_ADMIN)",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Written(CompanyMemberRecordSchema)),
      },
      config: { documentedBody: CompanyMemberBody },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      const input = (await validateBody(adminCompanyMemberSchema, request.body)) as CompanyMemberInput;
      return {
        message: createdMessage(RECORD_TITLES.companyMember),
        data: await repos.companyMembers.create(input),
      };
    },
  );

  app.put(
    pathOf(calls.companyMembers.update),
    {
      schema: {
        tags,
        summary: "Update a member (SUPER_ADMIN)",
        security: SIGNED_IN,
        params: IdParams,
        body: FormBody,
        response: answers(Written(CompanyMemberRecordSchema)),
      },
      config: { documentedBody: CompanyMemberBody },
    },
    async (request) => {
      app.requireAccess(request, ADMIN);
      const input = (await validateBody(adminCompanyMemberSchema, request.body)) as CompanyMemberInput;
      const member = await repos.companyMembers.update(request.params.id, input);
      if (!member) throw notFound(ADAPTER_MESSAGES.notFound);
      return { message: updatedMessage(RECORD_TITLES.companyMember), data: member };
    },
  );
}
