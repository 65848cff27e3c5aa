import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import {
  calls,
  changePasswordSchema,
  PASSWORD_MESSAGES,
  passwordChangeRefusal,
  passwordLinkRefusal,
  passwordLinkSentMessage,
  setPasswordSchema,
} from "@pipeline/contract";
import { ChangePasswordBody, SetPasswordBody } from "@pipeline/contract/wire";
import { directoryKeepsPassword, hashPassword, localAuthenticator } from "../../auth/authenticator";
import { refuseCommonPassword } from "../../auth/commonPasswords";
import { pathOf } from "../../http/callPath";
import { requestToken } from "../../auth/plugin";
import { badRequest, found, HttpError } from "../../http/HttpError";
import { actionRoute } from "../../http/recordRoutes";
import { answers, FormBody } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import { validateBody } from "../../http/validate";
import type { ModuleContext } from "../../services";
import type { EmailLogRepository } from "../emails";
import type { LoginAttemptRepository } from "./loginAttempts";
import { noReplyAddress, WITHHELD_LINK } from "../../mail";
import { PASSWORD_LINK_SUBJECT, passwordLinkHtml, passwordLinkUrl } from "./passwordMail";
import type { PasswordRepository } from "./passwords";

/** The repositories these routes read. */
type Repos = {
  passwords: PasswordRepository;
  loginAttempts: LoginAttemptRepository;
  emailLogs: EmailLogRepository;
};

const ADMIN = { roles: ["SUPER_ADMIN"] } as const;
const tags = ["sign-in"];
const Done = Type.Object(
  { message: Type.String() },
  { description: "Done; the message is shown as it comes" },
);

/**
 * Local passwords: a signed-in user's own change, the set-password link a SUPER_ADMIN e-mails a
 * user, and the page's call that sets the password through it.
 */
export async function passwordRoutes(
  server: FastifyInstance,
  { repos, services, authenticator }: ModuleContext<Repos>,
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    pathOf(calls.auth.changePassword),
    {
      schema: {
        tags,
        summary:
          "Change the signed-in user's own password; their other sessions end. A wrong current password is a 400",
        security: SIGNED_IN,
        body: FormBody,
        response: answers(Done),
      },
      config: { documentedBody: ChangePasswordBody },
    },
    async (request) => {
      const { user } = app.requireUser(request);
      const account = found(await repos.passwords.account(user.pk));
      const refusal = passwordChangeRefusal({
        password_managed_by_directory: directoryKeepsPassword(authenticator, account.passwordHash),
      });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      const values = await validateBody(changePasswordSchema, request.body);
      refuseCommonPassword(values.new_password, "new_password");

      // Guessing the current password with a borrowed session is slowed as sign-in is.
      const key = `password:${account.id}`;
      if ((await repos.loginAttempts.hit(key)).blockedUntil !== null) {
        throw new HttpError(429, PASSWORD_MESSAGES.tooManyAttempts);
      }
      // Never a 401: that would sign the client out for a typo.
      if (!account.passwordHash || !(await localAuthenticator.verify(account, values.current_password))) {
        throw badRequest(PASSWORD_MESSAGES.wrongCurrent, {
          current_password: [PASSWORD_MESSAGES.wrongCurrent],
        });
      }
      await repos.loginAttempts.clear(key);
      await repos.passwords.change(
        account.id,
        await hashPassword(values.new_password),
        requestToken(request),
      );
      return { message: PASSWORD_MESSAGES.changed };
    },
  );

  app.post(
    pathOf(calls.auth.setPassword),
    {
      schema: {
        tags,
        summary:
          "Set a password through a set-password link (no sign-in); the link works once, and every session of its user ends",
        body: FormBody,
        response: answers(Done),
      },
      config: { documentedBody: SetPasswordBody },
    },
    async (request) => {
      const values = await validateBody(setPasswordSchema, request.body);
      refuseCommonPassword(values.new_password, "new_password");
      // Checked before the password is hashed, so a made-up link costs no hashing.
      const expired = () => badRequest(PASSWORD_MESSAGES.linkInvalid);
      if (!(await repos.passwords.linkWorks(values.token))) throw expired();
      const hash = await hashPassword(values.new_password);
      if ((await repos.passwords.redeemLink(values.token, hash)) === null) throw expired();
      return { message: PASSWORD_MESSAGES.set };
    },
  );

  app.post(
    pathOf(calls.users.sendPasswordLink),
    actionRoute(
      {
        tags: ["users"],
        summary:
          "E-mail the user a set-password link, single use, valid 24 hours (SUPER_ADMIN); earlier unused links stop working",
      },
      Done,
    ),
    async (request) => {
      const { user, activeRole } = app.requireAccess(request, ADMIN);
      const account = found(await repos.passwords.account(request.params.id));
      const refusal = passwordLinkRefusal(
        { pk: user.pk, activeRole },
        {
          is_active: account.isActive,
          password_managed_by_directory: directoryKeepsPassword(authenticator, account.passwordHash),
        },
      );
      if (refusal) throw new HttpError(refusal.status, refusal.message);

      const token = await repos.passwords.issueLink(account.id, user.pk);
      const html = passwordLinkHtml(
        account.firstName,
        account.username,
        passwordLinkUrl(services.publicUrl, token),
      );
      const result = await services.mailer.send({
        from: noReplyAddress(services.publicUrl),
        to: [{ name: `${account.firstName} ${account.lastName}`, address: account.email }],
        subject: PASSWORD_LINK_SUBJECT,
        html,
      });
      await repos.emailLogs.insert({
        subject: PASSWORD_LINK_SUBJECT,
        receiver_emails: [account.email],
        message: passwordLinkHtml(account.firstName, account.username, WITHHELD_LINK),
        sender_id: user.pk,
        delivered: result.delivered,
        reason: result.reason,
        failure: result.failure,
        message_id: result.messageId,
      });
      if (!result.delivered) {
        // A link nobody received is of no use to anyone: it goes, and the administrator tries again.
        await repos.passwords.dropLink(token);
        request.log.warn({ userId: account.id, reason: result.reason }, "set-password e-mail not sent");
        throw new HttpError(503, PASSWORD_MESSAGES.linkNotSent);
      }
      return { message: passwordLinkSentMessage(account.email) };
    },
  );
}
