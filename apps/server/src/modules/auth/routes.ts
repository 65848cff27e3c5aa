import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { calls, ADAPTER_MESSAGES, emailLoginSchema, loginSchema, type Session } from "@pipeline/contract";
import {
  DirectoryUnavailableError,
  localAuthenticator,
  verifyNobody,
  type Authenticator,
  type LoginAccount,
} from "../../auth/authenticator";
import { HttpError, unauthorized } from "../../http/HttpError";
import { validateBody } from "../../http/validate";
import { EmailSignedIn, SignedOut } from "./schemas";
import { answers, FormBody, Written } from "../../http/schemas/common";
import { SIGNED_IN } from "../../http/schemas/security";
import type { ModuleContext } from "../../services";
import type { LoginAttemptRepository } from "./loginAttempts";
import type { TokenRepository } from "./tokens";
import { pathOf } from "../../http/callPath";
import { requestToken } from "../../auth/plugin";
import type { UserRepository } from "../users";
import type { AuditRepository } from "../audit";
import { EmailLoginBody, ErpLoginBody, SessionSchema } from "@pipeline/contract/wire";

/** The repositories these routes read. */
type Repos = {
  loginAttempts: LoginAttemptRepository;
  tokens: TokenRepository;
  users: UserRepository;
  audit: AuditRepository;
};

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many sign-in attempts. Please try again later.";
export const DIRECTORY_UNAVAILABLE_MESSAGE =
  "The sign-in directory is not reachable. Please try again later.";

/**
 * Sign-in by ERP username (through the configured authenticator, which may ask a directory) or by
 * e-mail (local passwords only), and sign-out.
 */
export async function authRoutes(
  server: FastifyInstance,
  { repos, authenticator, tokenTtlMs }: ModuleContext<Repos>,
) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();

  async function check(using: Authenticator, account: LoginAccount, password: string) {
    try {
      return await using.verify(account, password);
    } catch (error) {
      // The directory said nothing about the password: a 401 would tell the user it was wrong.
      if (error instanceof DirectoryUnavailableError) throw new HttpError(503, DIRECTORY_UNAVAILABLE_MESSAGE);
      throw error;
    }
  }

  async function signIn(
    request: FastifyRequest,
    identifier: string,
    password: string,
    using: Authenticator,
  ): Promise<Session> {
    // Counted per identifier and per address, so neither one account nor one address can be hammered.
    const keys = [`id:${identifier.toLowerCase()}`, `ip:${request.ip}`];
    const states = await Promise.all(keys.map((key) => repos.loginAttempts.hit(key)));
    // Refused before any account is looked at: nothing to record, however many come.
    if (states.some((state) => state.blockedUntil !== null))
      throw new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE);

    const account = await repos.users.findForLogin(identifier);
    const valid = account ? await check(using, account, password) : await verifyNobody(password);
    // A wrong password, an unknown user and an inactive one get the same answer.
    if (!account || !valid || !account.isActive) {
      // The account's name when the name typed is one; never what was typed otherwise (a password
      // typed into the wrong field would be kept for every administrator to read).
      await repos.audit.signInFailed(account?.username ?? null);
      throw unauthorized(ADAPTER_MESSAGES.invalidCredentials);
    }

    await Promise.all(keys.map((key) => repos.loginAttempts.clear(key)));
    const user = await repos.users.currentUser(account.id);
    if (!user) throw unauthorized(ADAPTER_MESSAGES.invalidCredentials);
    const key = await repos.tokens.issue(account.id, tokenTtlMs);
    return {
      user: { ...user, active_role: user.role.find((role) => role.is_active)?.role_name ?? null },
      key,
    };
  }

  app.post(
    pathOf(calls.auth.erpLogin),
    {
      schema: {
        tags: ["sign-in"],
        summary: "Sign in with the ERP username (the directory, when one is configured)",
        body: FormBody,
        response: answers(Written(SessionSchema)),
      },
      config: { documentedBody: ErpLoginBody },
    },
    async (request) => {
      const { username, password } = await validateBody(loginSchema, request.body);
      return { message: "Signed in.", data: await signIn(request, username, password, authenticator) };
    },
  );

  app.post(
    pathOf(calls.auth.emailLogin),
    {
      schema: {
        tags: ["sign-in"],
        summary: "Sign in with the e-mail address (local passwords only)",
        body: FormBody,
        response: answers(EmailSignedIn),
      },
      config: { documentedBody: EmailLoginBody },
    },
    async (request) => {
      const { email, password } = await validateBody(emailLoginSchema, request.body);
      return { message: "Signed in.", ...(await signIn(request, email, password, localAuthenticator)) };
    },
  );

  app.post(
    pathOf(calls.auth.logout),
    {
      schema: {
        tags: ["sign-in"],
        summary: "Sign out: the token stops working",
        security: SIGNED_IN,
        response: answers(SignedOut),
      },
    },
    async (request) => {
      app.requireUser(request);
      await repos.tokens.revoke(requestToken(request));
      return { message: ADAPTER_MESSAGES.loggedOut, detail: ADAPTER_MESSAGES.loggedOut };
    },
  );
}
