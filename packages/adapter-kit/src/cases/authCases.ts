import { describe, expect, it } from "vitest";
import { ADAPTER_MESSAGES, ADAPTER_STATUS } from "@pipeline/contract";
import { expectAdapterError } from "../support/expectAdapterError";
import { SUITE_PASSWORD, userInput } from "../support/inputs";
import type { MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

const invalidCredentials = {
  status: ADAPTER_STATUS.unauthorized,
  message: ADAPTER_MESSAGES.invalidCredentials,
};

export function describeAuthCases(makeAdapter: MakeAdapter): void {
  describe("auth", () => {
    it("signs in with an ERP username and password, and then acts as that user", async () => {
      const adapter = await makeAdapter();
      const created = await adapter.users.create(userInput(uniqueToken()));
      const session = await adapter.auth.erpLogin({
        username: created.data.username,
        password: SUITE_PASSWORD,
      });
      if (!session) throw new Error("The sign-in answered no session.");

      expect(session.key).toEqual(expect.any(String));
      expect(session.key.length).toBeGreaterThan(0);
      expect(session.user).toMatchObject({
        pk: created.data.pk,
        username: created.data.username,
        email: created.data.email,
        first_name: created.data.first_name,
        last_name: created.data.last_name,
        is_active: true,
      });
      expect(session.user.role.length).toBeGreaterThan(0);
      expect((await adapter.users.current()).pk).toBe(created.data.pk);
    });

    it("signs in with an email and password", async () => {
      const adapter = await makeAdapter();
      const created = await adapter.users.create(userInput(uniqueToken()));
      const session = await adapter.auth.emailLogin({ email: created.data.email, password: SUITE_PASSWORD });
      if (!session) throw new Error("The sign-in answered no session.");

      expect(session.key.length).toBeGreaterThan(0);
      expect(session.user.pk).toBe(created.data.pk);
    });

    it("refuses a wrong password and an unknown user with the same words", async () => {
      const adapter = await makeAdapter();
      const created = await adapter.users.create(userInput(uniqueToken()));
      const unknown = `nobody.${uniqueToken()}`;

      await expectAdapterError(
        adapter.auth.erpLogin({ username: created.data.username, password: `${SUITE_PASSWORD}x` }),
        invalidCredentials,
      );
      await expectAdapterError(
        adapter.auth.erpLogin({ username: unknown, password: SUITE_PASSWORD }),
        invalidCredentials,
      );
      await expectAdapterError(
        adapter.auth.emailLogin({ email: created.data.email, password: "wrong" }),
        invalidCredentials,
      );
      await expectAdapterError(
        adapter.auth.emailLogin({ email: `${unknown}@example.com`, password: SUITE_PASSWORD }),
        invalidCredentials,
      );
    });

    it("refuses an inactive user with the same words", async () => {
      const adapter = await makeAdapter();
      const created = await adapter.users.create(userInput(uniqueToken(), { is_active: false }));
      await expectAdapterError(
        adapter.auth.erpLogin({ username: created.data.username, password: SUITE_PASSWORD }),
        invalidCredentials,
      );
    });

    it("asks for both fields with the sign-in form's messages", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(adapter.auth.erpLogin({ username: "", password: "" }), {
        status: ADAPTER_STATUS.invalid,
        message: "Username is required.",
        fieldErrors: { username: ["Username is required."], password: ["Password is required"] },
      });
    });

    it("signs out, after which calls are refused", async () => {
      const adapter = await makeAdapter();
      await adapter.auth.logout();
      await expectAdapterError(adapter.users.current(), { status: ADAPTER_STATUS.unauthorized });
    });
  });
}
