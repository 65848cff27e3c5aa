import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { calls, ADAPTER_MESSAGES, type Id, RECORD_TITLES, senderSchema } from "@pipeline/contract";
import {
  checkVerificationToken,
  readVerificationToken,
  verificationEmailHtml,
  verificationPage,
  verificationToken,
  verificationUrl,
} from "./verification";
import { badRequest, found } from "../../http/HttpError";
import { paged, readListQuery } from "../../http/lists";
import { validateBody } from "../../http/validate";
import { SENDER_LIST_FIELDS, senderDetails, type SenderRecord } from "./repository";
import { Data, Paged } from "../../http/schemas/common";
import { formRoute, queryRoute, readRoute, formWriteRoutes } from "../../http/recordRoutes";
import {
  MessageSchema,
  ResendVerificationBody,
  SenderCheckQuery,
  SendersQuery,
  SenderUpdateBody,
  VerificationPageAnswers,
  VerificationTokenParams,
} from "./schemas";
import type { ModuleContext } from "../../services";
import { noReplyAddress } from "../../mail";
import type { EmailLogRepository } from "../emails";
import { pathOf } from "../../http/callPath";
import type { SenderRepository } from "./repository";
import { SenderBody, SenderDetailsSchema, SenderVerificationSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = { emailLogs: EmailLogRepository; senders: SenderRepository };

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;
const SENDER_REQUIRED = "Sender is required";

export const NOT_VERIFIED_YET_MESSAGE =
  "This sender is not verified yet: open the link in its verification e-mail, or send a new one.";
export const VERIFICATION_SUBJECT = "Verify your sender address for Pipeline";

const PAGES = {
  verified: ["Sender verified", "This address is verified: e-mails can now be sent as it from Pipeline."],
  already: ["Sender already verified", "This address was verified before: there is nothing more to do."],
  invalid: ["Link not valid", "This verification link is not valid. Ask for a new verification e-mail."],
  expired: [
    "Link expired",
    "This verification link has expired (links work for 48 hours). Ask for a new verification e-mail.",
  ],
  superseded: [
    "Link replaced",
    "A newer verification e-mail was sent for this sender: use the link in that one.",
  ],
} as const;

/**
 * Sender Details (admin-portal 2.8): the list and one sender for every signed-in user (the e-mail
 * form picks from them), writes for SUPER_ADMIN. Verification is self-hosted: each request e-mails
 * the sender's address a signed link, and opening it verifies the sender.
 */
export async function senderRoutes(server: FastifyInstance, { repos, services }: ModuleContext<Repos>) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ["senders"];

  const atProvider = services.bulkMail.senders;

  const providerSender = (sender: SenderRecord) => ({
    id: sender.id,
    email: sender.email,
    name: sender.sender_name,
    address: sender.address,
    city: sender.city,
    country: sender.country,
    providerSenderId: sender.sender_id,
  });

  /**
   * Asks for the sender's verification: the provider's own request (SendGrid e-mails the address
   * and keeps the verified state), or the product's signed link e-mailed to the address. Answers
   * the sender as it stands after.
   */
  async function requestVerification(
    sender: SenderRecord,
    requestedBy: Id,
    again = false,
  ): Promise<SenderRecord> {
    if (!atProvider) {
      await sendVerification(sender, requestedBy);
      return sender;
    }
    if (again && sender.sender_id) {
      await atProvider.resend(providerSender(sender));
      return sender;
    }
    const { providerSenderId } = await atProvider.register(providerSender(sender));
    return (await repos.senders.setProviderId(sender.id, providerSenderId)) ?? sender;
  }

  /**
   * E-mails the sender's address the link of its newest request, from the installation's no-reply
   * address (the address is not verified yet, so a mail relay may refuse it as a sender), and logs
   * the message without its link.
   */
  async function sendVerification(sender: SenderRecord, requestedBy: Id) {
    if (!sender.verification_sent_at) return;
    const token = verificationToken(
      services.fileSigningSecret,
      sender.id,
      sender.email,
      sender.verification_sent_at,
    );
    const result = await services.mailer.send({
      from: noReplyAddress(services.publicUrl),
      to: [{ name: sender.sender_name, address: sender.email }],
      subject: VERIFICATION_SUBJECT,
      html: verificationEmailHtml(
        sender.sender_name,
        sender.email,
        verificationUrl(services.publicUrl, token),
      ),
    });
    await repos.emailLogs.insert({
      subject: VERIFICATION_SUBJECT,
      receiver_emails: [sender.email],
      message: verificationEmailHtml(sender.sender_name, sender.email, null),
      sender_id: requestedBy,
      delivered: result.delivered,
      reason: result.reason,
      failure: result.failure,
      message_id: result.messageId,
    });
  }

  app.get(
    pathOf(calls.senders.list),
    queryRoute(
      { tags, summary: "The senders, paged: search, sort, is_active and is_verified filters" },
      SendersQuery,
      Paged(SenderDetailsSchema),
    ),
    async (request) => {
      app.requireUser(request);
      return paged(await repos.senders.list(readListQuery(request.query, SENDER_LIST_FIELDS)));
    },
  );

  app.get(
    pathOf(calls.senders.checkVerification),
    queryRoute(
      { tags, summary: "Whether the sender is verified" },
      SenderCheckQuery,
      Data(SenderVerificationSchema),
    ),
    async (request) => {
      app.requireUser(request);
      const sender = found(await repos.senders.get(request.query.sender_id));
      // The provider keeps the verified state of its senders: asked, and remembered once verified.
      if (!sender.is_verified && atProvider && sender.sender_id) {
        const verified = await atProvider.check(providerSender(sender));
        if (verified) await repos.senders.markVerifiedByProvider(sender.id, sender.email);
        return { data: { verified: verified === true } };
      }
      return { data: { verified: sender.is_verified } };
    },
  );

  app.get(
    pathOf(calls.senders.get),
    readRoute({ tags, summary: "One sender" }, SenderDetailsSchema),
    async (request) => {
      app.requireUser(request);
      return { data: senderDetails(found(await repos.senders.get(request.params.id))) };
    },
  );

  formWriteRoutes(app, {
    paths: { create: pathOf(calls.senders.create), update: pathOf(calls.senders.update) },
    tags,
    title: RECORD_TITLES.sender,
    summaries: {
      create: "Add a sender (SUPER_ADMIN); unverified until the link e-mailed to its address is opened",
      update:
        "Update a sender (SUPER_ADMIN); a new address is unverified again and gets a verification e-mail. " +
        "`{is_verified: true}` alone confirms a verification that already happened (400 when it has not)",
    },
    response: SenderDetailsSchema,
    documentedBody: SenderBody,
    documentedUpdateBody: SenderUpdateBody,
    caller: (request) => app.requireAccess(request, ADMIN),
    create: async (body, { user }) => {
      const input = await validateBody(senderSchema, body);
      const created = await repos.senders.create(input, user.pk);
      return senderDetails(await requestVerification(created, user.pk));
    },
    update: async (id, raw, { user }) => {
      const body = raw ?? {};
      if (!("email" in body) && "is_verified" in body) {
        // Verification happens through the link only: this call can confirm it, never make it.
        const sender = found(await repos.senders.get(id));
        if (body.is_verified !== true || !sender.is_verified) {
          throw badRequest(NOT_VERIFIED_YET_MESSAGE, { is_verified: [NOT_VERIFIED_YET_MESSAGE] });
        }
        return senderDetails(sender);
      }
      const input = await validateBody(senderSchema, body);
      const saved = await repos.senders.update(id, input);
      if (!saved) return null;
      return senderDetails(
        saved.addressChanged ? await requestVerification(saved.sender, user.pk) : saved.sender,
      );
    },
  });

  app.post(
    pathOf(calls.senders.resendVerification),
    formRoute(
      {
        tags,
        summary: "E-mail the sender a new verification link (SUPER_ADMIN); earlier links stop working",
      },
      MessageSchema,
      ResendVerificationBody,
    ),
    async (request) => {
      const { user } = app.requireAccess(request, ADMIN);
      const raw = (request.body ?? {}).sender_id;
      const id = typeof raw === "string" && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
      if (id === undefined || id === null || id === "") {
        throw badRequest(SENDER_REQUIRED, { sender_id: [SENDER_REQUIRED] });
      }
      if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
        throw badRequest(ADAPTER_MESSAGES.invalidChoice, { sender_id: [ADAPTER_MESSAGES.invalidChoice] });
      }
      const sender = found(await repos.senders.renewVerification(id));
      await requestVerification(sender, user.pk, true);
      return { message: ADAPTER_MESSAGES.verificationSent };
    },
  );

  app.get(
    "/sender-details/verify/:token",
    {
      schema: {
        tags,
        summary:
          "The link of a verification e-mail (no sign-in): verifies the sender and answers a page saying so",
        params: VerificationTokenParams,
        response: VerificationPageAnswers,
      },
    },
    async (request, reply) => {
      const page = (status: number, [title, text]: readonly [string, string]) =>
        reply.status(status).type("text/html; charset=utf-8").send(verificationPage(title, text));
      const { token } = request.params;
      const read = readVerificationToken(token);
      const sender = read ? await repos.senders.get(read.senderId) : null;
      if (!read || !sender) return page(400, PAGES.invalid);
      const problem = checkVerificationToken(services.fileSigningSecret, token, sender.email);
      if (problem === "invalid") return page(400, PAGES.invalid);
      const newest = sender.verification_sent_at?.getTime() === read.sentAt.getTime();
      if (!newest) return sender.is_verified ? page(200, PAGES.already) : page(400, PAGES.superseded);
      if (problem === "expired") return page(410, PAGES.expired);
      if (sender.is_verified) return page(200, PAGES.already);
      const done = await repos.senders.markVerified(sender.id, sender.email, read.sentAt);
      return done ? page(200, PAGES.verified) : page(400, PAGES.superseded);
    },
  );
}
