import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { TSchema } from "typebox";
import { MAX_PAGE_SIZE } from "@pipeline/contract";
import { MAX_ID } from "../schemas/common";
import { SECURITY_SCHEMES } from "../schemas/security";

// Fastify is extended by merging into its interfaces; a type alias cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body a write route documents. Fastify itself checks only that a body is a JSON object
     * (`FormBody`); the handler checks its fields with the form's yup schema, in the form's words.
     */
    documentedBody?: TSchema;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** The reference page; its document is at `/api/docs/json`. */
export const API_DOCS_PATH = "/api/docs";

/** The reference page and its files: HTML, JSON and scripts for people and tools, never sealed. */
export function isDocsPath(url: string): boolean {
  return url === API_DOCS_PATH || /^\/api\/docs[/?]/.test(url);
}

/**
 * The reference page under the content security policy of every answer (plugins/external/helmet.ts):
 * its scripts, styles and fonts come from /api/docs/static ('self'), its icons are data: images
 * (img-src allows data:) and it fetches its document from /api/docs/json (connect-src 'self').
 * One thing more: Swagger UI writes an inline style attribute, which no nonce can allow (a nonce
 * in style-src even switches 'unsafe-inline' off), so this page's style-src allows inline styles.
 * Scripts stay as strict as everywhere else.
 */
export function docsContentSecurityPolicy(header: string): string {
  const directives = header
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !directive.startsWith("style-src "));
  return [...directives, "style-src 'self' 'unsafe-inline'"].join("; ");
}

const DESCRIPTION = `The calls the Pipeline portal makes, under \`/api/v1/\`.

## The envelope

Request and response bodies travel sealed. It keeps payloads out of casual sight in logs and
browser tools; it is not security: serve Pipeline over TLS.

- **Format**: AES-256-CBC with PKCS#7 padding and a random 16-byte IV for every body. A JSON body,
  request and answer alike, becomes \`{"payload": base64(iv ‖ ciphertext)}\`, the ciphertext being
  that of the body's UTF-8 JSON text. In multipart requests the files stay plain and the other
  fields travel as one sealed \`payload\` field.
- **Key**: the 32 bytes of \`PIPELINE_ENVELOPE_KEY\` (64 hex characters; generated into the data
  folder on the first start when unset). The server hands it to the portal at run time.
- A body that cannot be opened is refused with a 400.
- \`PIPELINE_ENVELOPE=off\` turns the envelope off, for debugging: bodies travel as plain JSON. Only
  then does *Try it out* on this page send and show bodies as they are written here; with the
  envelope on, answers arrive sealed.

The schemas below are the bodies as they are before sealing and after opening.

## Who is calling

- Sign in with \`POST erp-login/\` (ERP username) or \`POST user/login/\` (e-mail); the answer's
  \`key\` is the token. Every other call sends it as \`Authorization: Token <key>\`. A token stops
  working 12 hours after its last use, at sign-out, and when its user is deactivated.
- \`X-Active-Role\` names the role the call acts as, one the user holds (else 403); without it, the
  user's first active role. The role decides, not every role held: a SUPER_ADMIN acting as USER
  gets a USER's answers.

## Answers

- Paged lists: \`{"results": {"data": [...]}, "count": N}\`; single reads: \`{"data": ...}\`; writes:
  \`{"message": "...", "data": ...}\`, the message shown to the user as it comes.
- Failures: \`{"message": "...", "errors": {"field": ["..."]}}\` with a real status: 400 a refused
  value (named under \`errors\`), 401 no or expired token, 403 not allowed, 404 unknown (also a
  path id that is not a whole number from 1 to ${MAX_ID}), 409 taken, 429 too many sign-in attempts.
- Query flags such as \`short_details\` are \`true\` or \`false\`; anything else is a 400. Lists take
  \`page\` (from 1), \`page_size\` (up to ${MAX_PAGE_SIZE}), \`sortfield\` and \`sortdirection\`,
  \`search\`, \`start_date\` and \`end_date\` with \`date_filter_type\`, and filters as comma-joined values.
`;

/**
 * The OpenAPI document of /api/v1, generated from the routes' schemas, and a reference page to
 * browse it. Registered before the routes, so that it sees each one as it is added.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, { apiBase }: { apiBase: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Pipeline API", version: "1", description: DESCRIPTION },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    // Only the API's own routes with a schema: not the portal's, nor the calls not served yet.
    transform: ({ schema, url, route }) => {
      if (!url.startsWith(apiBase) || !schema) return { schema: { ...schema, hide: true }, url };
      const body = route.config?.documentedBody;
      return { schema: body ? { ...schema, body } : schema, url };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { deepLinking: true, docExpansion: "list", defaultModelsExpandDepth: 0 },
    transformStaticCSP: docsContentSecurityPolicy,
  });
});
