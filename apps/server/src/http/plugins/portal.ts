import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import { ADAPTER_MESSAGES } from "@pipeline/contract";

export type PortalOptions = {
  /** The built portal (its index.html and assets). */
  distDir: string;
  /** What the portal needs at run time, injected into index.html so one build serves every installation. */
  runtimeConfig: { apiBase: string; envelopeKey: string | null };
};

/** The marker in the portal's index.html where the runtime config goes. */
export const RUNTIME_CONFIG_MARKER = "<!-- pipeline:runtime-config -->";

// Each answer's own nonces (reply.cspNonce) take the place of these.
const SCRIPT_NONCE = "pipeline-script-nonce";
const STYLE_NONCE = "pipeline-style-nonce";

function injectConfig(html: string, config: PortalOptions["runtimeConfig"]): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  // The content security policy allows this one inline script, and the <style> elements
  // styled-components writes, by the answer's nonces; styled-components reads its nonce from the meta.
  const head =
    `<meta property="csp-nonce" nonce="${STYLE_NONCE}" />` +
    `<script nonce="${SCRIPT_NONCE}">window.__PIPELINE_CONFIG__ = ${json};</script>`;
  return html.includes(RUNTIME_CONFIG_MARKER)
    ? html.replace(RUNTIME_CONFIG_MARKER, head)
    : html.replace("</head>", `${head}</head>`);
}

/** Serves the built portal at `/` and answers every other non-API path with its index.html. */
export async function portalPlugin(app: FastifyInstance, options: PortalOptions) {
  const indexFile = path.join(options.distDir, "index.html");
  if (!existsSync(indexFile)) {
    app.log.warn(`No built portal in ${options.distDir}: run npm run build.`);
    return;
  }
  const index = injectConfig(readFileSync(indexFile, "utf8"), options.runtimeConfig);
  await app.register(fastifyStatic, { root: options.distDir, index: false, wildcard: false });
  const sendIndex = (reply: FastifyReply) => {
    // Null when no security headers are set (a server without the helmet plugin): no nonce needed.
    const nonces = (reply.cspNonce as FastifyReply["cspNonce"] | null) ?? { script: "", style: "" };
    const page = index.replace(SCRIPT_NONCE, nonces.script).replace(STYLE_NONCE, nonces.style);
    return reply.type("text/html; charset=utf-8").send(page);
  };
  app.get("/", (_request, reply) => sendIndex(reply));
  // Every other path the files do not answer is a portal route, except the API's own.
  app.get("/*", (request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.status(404).send({ message: ADAPTER_MESSAGES.notFound });
    }
    return sendIndex(reply);
  });
}
