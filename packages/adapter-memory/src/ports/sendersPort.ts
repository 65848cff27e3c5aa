import {
  type Id,
  type SenderDetails,
  type SenderInput,
  type SendersPort,
  senderSchema,
} from "@pipeline/contract";
import { flagFilter, listItems, type ListSpec } from "../list";
import { ADAPTER_MESSAGES, createdMessage, RECORD_TITLES, updatedMessage } from "@pipeline/contract";
import type { MemoryRuntime } from "../runtime/createRuntime";
import { conflictField, notFound } from "../runtime/failures";
import { validateInput } from "../runtime/validateInput";
import type { SeedSender } from "../state/MemorySeed";
import { type MemoryState, nextId } from "../state/MemoryState";
import { personRef } from "../views/userViews";

const SENDER_LIST: ListSpec<SeedSender, "is_active" | "is_verified"> = {
  sort: {
    id: (sender) => sender.id,
    email: (sender) => sender.email,
    sender_name: (sender) => sender.sender_name,
    city: (sender) => sender.city,
    country: (sender) => sender.country,
    is_active: (sender) => sender.is_active,
    is_verified: (sender) => sender.is_verified,
    created: (sender) => sender.created,
  },
  defaultSort: { field: "id", direction: "desc" },
  filters: {
    is_active: flagFilter((sender) => sender.is_active),
    is_verified: flagFilter((sender) => sender.is_verified),
  },
  search: (sender) => [sender.email, sender.sender_name, sender.city, sender.country],
  dates: { created: (sender) => sender.created, modified: (sender) => sender.created },
  id: (sender) => sender.id,
};

function toSenderDetails(state: MemoryState, sender: SeedSender): SenderDetails {
  return { ...sender, created_by: personRef(state, sender.created_by) };
}

export function createSendersPort({ state, call, now }: MemoryRuntime): SendersPort {
  function find(id: Id): SeedSender {
    const sender = state.senders.find((entry) => entry.id === id);
    if (!sender) throw notFound();
    return sender;
  }

  async function fields(input: SenderInput, ownId: Id | null) {
    const values = await validateInput(senderSchema, input);
    if (ownId !== null) find(ownId);
    // A unique sender e-mail is the server's to enforce (its database); the adapter imitates it for stories and tests.
    const email = values.email.toLowerCase();
    if (state.senders.some((sender) => sender.id !== ownId && sender.email.toLowerCase() === email)) {
      throw conflictField("email", ADAPTER_MESSAGES.duplicateSenderEmail);
    }
    return {
      email: values.email,
      sender_name: values.sender_name,
      address: values.address,
      city: values.city,
      country: values.country,
      is_active: values.is_active,
    };
  }

  return {
    list: (params, options) =>
      call(options, () => {
        const page = listItems(state.senders, params, SENDER_LIST);
        return { rows: page.rows.map((sender) => toSenderDetails(state, sender)), count: page.count };
      }),
    get: (id, options) => call(options, () => toSenderDetails(state, find(id))),
    create: (input, options) =>
      call(options, async (user) => {
        const values = await fields(input, null);
        const sender: SeedSender = {
          id: nextId(state.senders),
          ...values,
          is_verified: false,
          sender_id: null,
          created_by: user.pk,
          created: now(),
        };
        state.senders.push(sender);
        return { message: createdMessage(RECORD_TITLES.sender), data: toSenderDetails(state, sender) };
      }),
    update: (id, input, options) =>
      call(options, async () => {
        const values = await fields(input, id);
        const sender = find(id);
        // A new address has to be verified again.
        const verified = sender.is_verified && sender.email.toLowerCase() === values.email.toLowerCase();
        Object.assign(sender, values, { is_verified: verified });
        return { message: updatedMessage(RECORD_TITLES.sender), data: toSenderDetails(state, sender) };
      }),
    // There is no provider to ask: every check comes back verified, as if the link had been followed.
    checkVerification: (id, options) =>
      call(options, () => {
        find(id).is_verified = true;
        return { verified: true };
      }),
    resendVerification: (id, options) =>
      call(options, () => {
        find(id);
        return { message: ADAPTER_MESSAGES.verificationSent };
      }),
  };
}
