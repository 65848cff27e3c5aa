import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { verificationPage } from "../senders";
import { checkClickSignature } from "../../mail/bulk/tracking";
import { ClickQuery, TrackingParams } from "./schemas";
import { ErrorBody } from "../../http/schemas/common";
import type { ModuleContext } from "../../services";
import type { CampaignRepository } from "./repository";

/** The repositories these routes read. */
type Repos = { campaigns: CampaignRepository };

// What the recipients of a campaign sent by the server itself reach, without signing in: the open
// pixel, the click redirect and the unsubscribe page (with RFC 8058's one-click POST); and the
// events webhook a provider calls (SendGrid's format, its signature checked).

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const WEBHOOK_REFUSED_MESSAGE = "The event webhook's signature is missing or does not match.";

const Html = (description: string) => Type.String({ description, contentMediaType: "text/html" });

const maskedEmail = (email: string) => {
  const at = email.indexOf("@");
  return at <= 1 ? email : `${email[0]}${"•".repeat(Math.min(at - 1, 6))}${email.slice(at)}`;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function campaignTrackingRoutes(
  server: FastifyInstance,
  { repos, services }: ModuleContext<Repos>,
) {
  const { campaigns } = repos;
  const tags = ["campaign tracking"];

  // Recipients' mail clients and the provider speak here: each part its own body parsers.
  await server.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    // RFC 8058's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the page's
    // button posts the same. The body says nothing the token does not: it is not read.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_request, _body, done) => done(null, {}),
    );

    const page = (title: string, text: string) => verificationPage(title, text);
    const unsubscribed = (email: string) =>
      page("You are unsubscribed", `${maskedEmail(email)} receives no more of these e-mails.`);
    const notValid = page("Link not valid", "This unsubscribe link is not valid.");

    /** Records what the recipient a link names did; a token that names nobody records nothing. */
    async function track(token: string, kind: "open" | "click" | "unsubscribe", url: string | null = null) {
      const recipient = await campaigns.recipientByToken(token);
      if (!recipient) return null;
      await campaigns.recordEvent({
        campaignId: recipient.campaignId,
        recipientId: recipient.id,
        journeyItemId: recipient.journeyItemId,
        email: recipient.email,
        kind,
        url,
        // One unsubscribe per recipient, however often the link is posted.
        externalId: kind === "unsubscribe" ? `unsubscribe:${recipient.id}` : null,
      });
      return recipient;
    }

    app.get(
      "/campaigns/t/:token/open.gif",
      {
        schema: {
          tags,
          summary: "The open pixel of a campaign message: counts an open, answers a 1x1 GIF",
          params: TrackingParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "A 1x1 GIF" }),
            "4xx": ErrorBody,
          },
        },
      },
      async (request, reply) => {
        await track(request.params.token, "open");
        return reply.header("cache-control", "no-store, max-age=0").type("image/gif").send(PIXEL);
      },
    );

    app.get(
      "/campaigns/t/:token/click",
      {
        schema: {
          tags,
          summary: "A link of a campaign message: counts a click and redirects to the link's target (signed)",
          params: TrackingParams,
          querystring: ClickQuery,
          response: {
            302: Type.Null({ description: "To the link's target" }),
            "4xx": Html("The link is not valid"),
          },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const { u: url, s: signature } = request.query;
        if (
          !/^https?:\/\//i.test(url) ||
          !checkClickSignature(services.fileSigningSecret, token, url, signature)
        ) {
          return reply
            .status(400)
            .type("text/html; charset=utf-8")
            .send(page("Link not valid", "This link is not valid. Open it from the e-mail it came in."));
        }
        await track(token, "click", url);
        return reply.header("cache-control", "no-store").redirect(url, 302);
      },
    );

    app.get(
      "/campaigns/t/:token/unsubscribe",
      {
        schema: {
          tags,
          summary:
            "The unsubscribe page of a campaign message: a button confirms (link scanners do not unsubscribe anyone)",
          params: TrackingParams,
          response: { 200: Html("The page with its button"), "4xx": Html("The link is not valid") },
        },
      },
      async (request, reply) => {
        const recipient = await campaigns.recipientByToken(request.params.token);
        reply.type("text/html; charset=utf-8");
        if (!recipient) return reply.status(404).send(notValid);
        if (await campaigns.isSuppressed(recipient.email)) return reply.send(unsubscribed(recipient.email));
        // Relative to this page's own address: the same path, posted.
        const action = "unsubscribe";
        return reply.send(
          page("Unsubscribe", `Stop e-mails like this one to ${maskedEmail(recipient.email)}?`).replace(
            "</main>",
            `<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form></main>`,
          ),
        );
      },
    );

    app.post(
      "/campaigns/t/:token/unsubscribe",
      {
        schema: {
          tags,
          summary:
            "Unsubscribe (RFC 8058 one-click, or the page's button): the address is never written to again",
          params: TrackingParams,
          response: { 200: Html("Done"), "4xx": Html("The link is not valid") },
        },
      },
      async (request, reply) => {
        const recipient = await track(request.params.token, "unsubscribe");
        reply.type("text/html; charset=utf-8");
        return recipient ? reply.send(unsubscribed(recipient.email)) : reply.status(404).send(notValid);
      },
    );
  });

  await server.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    // The signature covers the body exactly as sent: it is kept as bytes, not parsed first.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: 5 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    app.post(
      "/campaigns/events/",
      {
        schema: {
          tags,
          summary:
            "The events webhook (SendGrid's Event Webhook format, signed): deliveries, opens, clicks, bounces, spam reports, unsubscribes",
          response: { 204: Type.Null({ description: "Recorded" }), "4xx": ErrorBody },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const events = services.bulkMail.readWebhook(raw, request.headers);
        if (events === null) return reply.status(401).send({ message: WEBHOOK_REFUSED_MESSAGE });
        for (const event of events) {
          const recipient = await campaigns.recipientOfEvent(event);
          if (!recipient) continue;
          await campaigns.recordEvent({
            campaignId: recipient.campaignId,
            recipientId: recipient.id,
            journeyItemId: recipient.journeyItemId,
            email: event.email,
            kind: event.kind,
            url: event.url,
            at: event.at,
            externalId: event.externalId,
            permanent: event.permanent,
            detail: event.reason,
          });
        }
        return reply.status(204).send(null);
      },
    );
  });
}
