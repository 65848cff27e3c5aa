import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  AdapterError,
  calls,
  listParamsToQuery,
  type UsersPort,
} from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";
import type { SessionStore } from "../session/SessionStore";

export function createUsersPort(client: HttpClient, session: SessionStore): UsersPort {
  return {
    current: async (options) => {
      const role = session.getActiveRole();
      const users = await client.data(calls.users.current, {
        ...options,
        input: role ? { active_role: role } : {},
      });
      const user = users[0];
      if (!user) throw new AdapterError(ADAPTER_MESSAGES.notFound, { status: ADAPTER_STATUS.notFound });
      return user;
    },
    short: (scope = {}, options) =>
      client.data(calls.users.short, {
        ...options,
        input: {
          ...(scope.companyAdded ? { company_added: "true" } : {}),
          ...(scope.dashboardView ? { dashboard_view: "true" } : {}),
        },
      }),
    list: (params, options) =>
      client.page(calls.users.list, { ...options, input: listParamsToQuery(params) }),
    get: (id, options) => client.data(calls.users.get, { ...options, params: { id } }),
    create: (input, options) => client.saved(calls.users.create, { ...options, input }),
    update: (id, input, options) => client.saved(calls.users.update, { ...options, params: { id }, input }),
    roles: (options) => client.data(calls.users.roles, { ...options }),
    sendPasswordLink: (id, options) =>
      client.message(calls.users.sendPasswordLink, { ...options, params: { id }, input: {} }),
  };
}
