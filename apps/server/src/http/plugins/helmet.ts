import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The content security policy of every answer. Scripts and styles come from this origin only; the
 * portal's two run-time exceptions, the injected config script and the `<style>` elements
 * styled-components writes, carry the answer's nonce (`reply.cspNonce`, a new one each request).
 * No page may frame ours (unless FRAME_ANCESTORS names it: see the plugin), and plain `http://`
 * installations keep working (no upgrade of requests).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // data: for the icons drawn as data URIs (the API reference page's among them).
  imgSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  // Style attributes, not style elements: the fonts of a cleaned e-mail body shown in the page
  // (Email Logs, the journey's e-mails) are style attributes, and the browser refuses each one
  // without this. Elements still need the answer's nonce; scripts stay refused either way.
  styleSrcAttr: ["'unsafe-inline'"],
  // The media viewer's PDF parser runs in a worker started from the portal's own bundled file.
  workerSrc: ["'self'"],
};

export type HelmetOptions = {
  /** Origins whose pages may frame ours (FRAME_ANCESTORS); none: no page may. */
  frameAncestors?: readonly string[];
};

/**
 * Security headers on every answer: pages, files, API answers and errors alike. With origins that
 * may frame the pages, the policy's `frame-ancestors` names them and `X-Frame-Options` is left out:
 * it can only deny every frame or allow this origin's.
 */
export const helmetPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const framers = options.frameAncestors ?? [];
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives:
        framers.length > 0
          ? { ...CONTENT_SECURITY_POLICY, frameAncestors: [...framers] }
          : CONTENT_SECURITY_POLICY,
    },
    frameguard: framers.length > 0 ? false : { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });
});
