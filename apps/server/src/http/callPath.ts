import type { Endpoint } from "@pipeline/contract";

/**
 * A route's path as the contract's call table writes it (`company/:id/`), for Fastify under the
 * `/api/v1` prefix. Fastify reads `:name` parameters as the table does, and matches a path with or
 * without its trailing slash. The method stays the route's own: `app.put(pathOf(calls.x.update))`;
 * `test/api/openapi.test.ts` fails when a call of the table is not served by its method and path.
 */
export function pathOf(call: Endpoint<unknown, unknown>): string {
  return `/${call.path}`;
}
