import type { FastifyInstance } from "fastify";
import {
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
import { MEMBER_LIST_FIELDS } from "../../repositories";
import { idParam, type RouteContext } from "./context";

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;

/** The company-members admin screens (admin-portal 2.11). */
export async function companyMemberRoutes(app: FastifyInstance, { repos }: RouteContext) {
  app.get("/company-members", async (request) => {
    app.requireAccess(request, ADMIN);
    return paged(await repos.companyMembers.list(readListQuery(request.query, MEMBER_LIST_FIELDS)));
  });

  app.get("/company-members/:id", async (request) => {
    app.requireAccess(request, ADMIN);
    const id = idParam(request.params);
    const member = id === null ? null : await repos.companyMembers.get(id);
    if (!member) throw notFound(ADAPTER_MESSAGES.notFound);
    return { data: member };
  });

  app.post("/company-members/", async (request) => {
    app.requireAccess(request, ADMIN);
    const input = (await validateBody(adminCompanyMemberSchema, request.body)) as CompanyMemberInput;
    return {
      message: createdMessage(RECORD_TITLES.companyMember),
      data: await repos.companyMembers.create(input),
    };
  });

  app.put("/company-members/:id/", async (request) => {
    app.requireAccess(request, ADMIN);
    const id = idParam(request.params);
    const input = (await validateBody(adminCompanyMemberSchema, request.body)) as CompanyMemberInput;
    const member = id === null ? null : await repos.companyMembers.update(id, input);
    if (!member) throw notFound(ADAPTER_MESSAGES.notFound);
    return { message: updatedMessage(RECORD_TITLES.companyMember), data: member };
  });
}
