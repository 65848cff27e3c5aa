import { describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  PASSWORD_MESSAGES,
  passwordLinkSentMessage,
  PERMISSION_DENIED_MESSAGE,
} from "@pipeline/contract";
import { expectAdapterError, expectFieldError, expectNotFound } from "../support/expectAdapterError";
import { SUITE_PASSWORD, userInput } from "../support/inputs";
import { UNKNOWN_ID, type MakeAdapter } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

/** A password the policy takes: long, and on no list of common ones. */
const FRESH_PASSWORD = "Quiet#Harbour-2031";

// Local passwords: a user's own change, the set-password link a SUPER_ADMIN sends, and the call
// its page makes. The link's token travels only by e-mail, so the suite checks what it can reach:
// who may send one, for whom, and that a token no link has is refused in the link's words.

export function describePasswordCases(makeAdapter: MakeAdapter): void {
  describe("passwords", () => {
    it("changes the signed-in user's own password: the session goes on, and only the new one signs in", async () => {
      const adapter = await makeAdapter();
      const created = await adapter.users.create(userInput(uniqueToken()));
      const { username } = created.data;
      await adapter.auth.erpLogin({ username, password: SUITE_PASSWORD });
      expect((await adapter.users.current()).password_managed_by_directory ?? false).toBe(false);

      // A wrong current password is the form's field error, not a 401 that would sign the user out.
      await expectFieldError(
        adapter.auth.changePassword({
          current_password: `${SUITE_PASSWORD}x`,
          new_password: FRESH_PASSWORD,
          confirm_password: FRESH_PASSWORD,
        }),
        ADAPTER_STATUS.invalid,
        "current_password",
        PASSWORD_MESSAGES.wrongCurrent,
      );
      await expectAdapterError(
        adapter.auth.changePassword({
          current_password: SUITE_PASSWORD,
          new_password: "Short#1",
          confirm_password: "Short#2",
        }),
        {
          status: ADAPTER_STATUS.invalid,
          message: PASSWORD_MESSAGES.tooShort,
          fieldErrors: {
            new_password: [PASSWORD_MESSAGES.tooShort],
            confirm_password: [PASSWORD_MESSAGES.mismatch],
          },
        },
      );

      const changed = await adapter.auth.changePassword({
        current_password: SUITE_PASSWORD,
        new_password: FRESH_PASSWORD,
        confirm_password: FRESH_PASSWORD,
      });
      expect(changed.message).toBe(PASSWORD_MESSAGES.changed);
      expect((await adapter.users.current()).username).toBe(username);

      await expectAdapterError(adapter.auth.erpLogin({ username, password: SUITE_PASSWORD }), {
        status: ADAPTER_STATUS.unauthorized,
        message: ADAPTER_MESSAGES.invalidCredentials,
      });
      expect((await adapter.auth.erpLogin({ username, password: FRESH_PASSWORD }))?.user.username).toBe(
        username,
      );
    });

    it("sends a set-password link to an active user, for a SUPER_ADMIN only", async () => {
      const adapter = await makeAdapter();
      const active = await adapter.users.create(userInput(uniqueToken(), { password: "" }));
      const inactive = await adapter.users.create(userInput(uniqueToken(), { is_active: false }));

      expect(await adapter.users.sendPasswordLink(active.data.id)).toEqual({
        message: passwordLinkSentMessage(active.data.email),
      });
      // Sending again is allowed: the new link replaces the first.
      expect((await adapter.users.sendPasswordLink(active.data.id)).message).toBe(
        passwordLinkSentMessage(active.data.email),
      );
      await expectAdapterError(adapter.users.sendPasswordLink(inactive.data.id), {
        status: ADAPTER_STATUS.invalid,
        message: PASSWORD_MESSAGES.inactiveUser,
      });
      await expectNotFound(adapter.users.sendPasswordLink(UNKNOWN_ID));

      const plain = await adapter.users.create(userInput(uniqueToken()));
      await adapter.auth.erpLogin({ username: plain.data.username, password: SUITE_PASSWORD });
      await expectAdapterError(adapter.users.sendPasswordLink(active.data.id), {
        status: ADAPTER_STATUS.forbidden,
        message: PERMISSION_DENIED_MESSAGE,
      });
    });

    it("refuses to set a password through a link that does not work, in the link's words", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(
        adapter.auth.setPassword({
          token: `no-such-link-${uniqueToken()}`,
          new_password: FRESH_PASSWORD,
          confirm_password: FRESH_PASSWORD,
        }),
        { status: ADAPTER_STATUS.invalid, message: PASSWORD_MESSAGES.linkInvalid },
      );
      await expectAdapterError(
        adapter.auth.setPassword({ token: "", new_password: FRESH_PASSWORD, confirm_password: "" }),
        {
          status: ADAPTER_STATUS.invalid,
          message: PASSWORD_MESSAGES.linkMissing,
          fieldErrors: {
            token: [PASSWORD_MESSAGES.linkMissing],
            confirm_password: [PASSWORD_MESSAGES.confirmRequired],
          },
        },
      );
    });
  });
}
