import { describe, expect, it } from "vitest";
import {
  ADAPTER_MESSAGES,
  ADAPTER_STATUS,
  createdMessage,
  RECORD_TITLES,
  updatedMessage,
} from "@pipeline/contract";
import { expectAdapterError, expectFieldError, expectNotFound } from "../support/expectAdapterError";
import { senderInput } from "../support/inputs";
import { type MakeAdapter, UNKNOWN_ID } from "../support/MakeAdapter";
import { uniqueToken } from "../support/uniqueToken";

export function describeSenderCases(makeAdapter: MakeAdapter): void {
  describe("senders", () => {
    it("creates an unverified sender and reads it back", async () => {
      const adapter = await makeAdapter();
      const me = await adapter.users.current();
      const input = senderInput(uniqueToken());
      const saved = await adapter.senders.create(input);

      expect(saved.message).toBe(createdMessage(RECORD_TITLES.sender));
      expect(saved.data).toMatchObject({
        ...input,
        is_verified: false,
        created_by: { first_name: me.first_name, last_name: me.last_name },
      });
      expect(await adapter.senders.get(saved.data.id)).toEqual(saved.data);
    });

    it("updates a sender", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const created = await adapter.senders.create(senderInput(token));
      const saved = await adapter.senders.update(
        created.data.id,
        senderInput(token, { city: "Pune", is_active: false }),
      );

      expect(saved.message).toBe(updatedMessage(RECORD_TITLES.sender));
      expect(await adapter.senders.get(created.data.id)).toMatchObject({ city: "Pune", is_active: false });
    });

    it("lists a search and filters on the Active flag", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      const on = await adapter.senders.create(senderInput(token, { email: `on.${token}@example.com` }));
      await adapter.senders.create(
        senderInput(token, { email: `off.${token}@example.com`, is_active: false }),
      );

      expect((await adapter.senders.list({ search: token })).count).toBe(2);
      const active = await adapter.senders.list({ search: token, filters: { is_active: [true] } });
      expect(active.rows.map((row) => row.id)).toEqual([on.data.id]);
    });

    it("rejects invalid input with the form's messages", async () => {
      const adapter = await makeAdapter();
      await expectAdapterError(
        adapter.senders.create(senderInput(uniqueToken(), { sender_name: "", city: "" })),
        {
          status: ADAPTER_STATUS.invalid,
          message: "Name required.",
          fieldErrors: { sender_name: ["Name required."], city: ["Address required."] },
        },
      );
    });

    it("rejects an email another sender has", async () => {
      const adapter = await makeAdapter();
      const token = uniqueToken();
      await adapter.senders.create(senderInput(token));
      await expectFieldError(
        adapter.senders.create(senderInput(token, { sender_name: "Twin" })),
        ADAPTER_STATUS.conflict,
        "email",
        ADAPTER_MESSAGES.duplicateSenderEmail,
      );
    });

    it("answers 404 for a sender that does not exist", async () => {
      const adapter = await makeAdapter();
      await expectNotFound(adapter.senders.get(UNKNOWN_ID));
    });
  });
}
