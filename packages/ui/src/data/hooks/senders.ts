// The senders: the active ones a journey e-mail or meeting invitation may go out from, and the
// Sender Details screens' list, reads, writes and verification calls.
import { type Id, MAX_PAGE_SIZE, type ListParams, type SenderInput } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import type { PortSlice } from "../slices";
import { useAdapterMutation, useAdapterQuery } from "../useAdapterQuery";

const ACTIVE_SENDERS: ListParams<"is_active" | "is_verified"> = {
  page: 1,
  pageSize: MAX_PAGE_SIZE,
  sort: { field: "email", direction: "asc" },
  filters: { is_active: [true] },
};

const sendersRead = () =>
  adapterRead(["senders", "list", ACTIVE_SENDERS], async (senders, options) => {
    const { rows } = await senders.list(ACTIVE_SENDERS, options);
    return rows;
  });
export type SendersSlice = SliceOf<typeof sendersRead>;

/** The active senders, verified or not, by address. */
export function useSenders(enabled = true) {
  return useAdapterQuery(sendersRead(), { enabled });
}

/** A page of the senders: the Sender Details table's rows. */
export const senderListRead = (params: ListParams<"is_active" | "is_verified">) =>
  adapterRead(["senders", "list", params], (senders, options) => senders.list(params, options));
export type SenderListSlice = SliceOf<typeof senderListRead>;

const senderRead = (id: Id | null) =>
  adapterRead(["senders", "get", id], (senders, options) => senders.get(id ?? 0, options));
export type SenderSlice = SliceOf<typeof senderRead>;

/** One sender, for its edit form; nothing is read without an id. */
export function useSender(id: Id | null) {
  return useAdapterQuery(senderRead(id), { enabled: id !== null });
}

export type SaveSenderSlice = PortSlice<"senders", "create" | "update">;

/** Adds a sender (no id) or updates one; every senders read is refreshed after. */
export function useSaveSender() {
  return useAdapterMutation(
    "senders",
    (senders: SaveSenderSlice["senders"], { id, input }: { id: Id | null; input: SenderInput }) =>
      id === null ? senders.create(input) : senders.update(id, input),
    ["senders"],
  );
}

export type CheckSenderVerificationSlice = PortSlice<"senders", "checkVerification">;

/** Asks whether a sender is verified now; the senders are read again, so its row shows the answer. */
export function useCheckSenderVerification() {
  return useAdapterMutation(
    "senders",
    (senders: CheckSenderVerificationSlice["senders"], id: Id) => senders.checkVerification(id),
    ["senders"],
  );
}

export type ResendSenderVerificationSlice = PortSlice<"senders", "resendVerification">;

/** E-mails the sender's address a new verification link; earlier links stop working. */
export function useResendSenderVerification() {
  return useAdapterMutation(
    "senders",
    (senders: ResendSenderVerificationSlice["senders"], id: Id) => senders.resendVerification(id),
    ["senders"],
  );
}

const countriesRead = () =>
  adapterRead(["countries", "list"], (countries, options) => countries.list(options));
export type CountriesSlice = SliceOf<typeof countriesRead>;

/** The country names the sender form offers, from the list the product ships. */
export function useCountries() {
  return useAdapterQuery(countriesRead());
}
