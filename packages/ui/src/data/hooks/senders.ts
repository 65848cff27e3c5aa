// The senders a journey e-mail or meeting invitation may go out from: the active ones, each
// saying whether it is verified (only verified senders are selectable).
import { MAX_PAGE_SIZE, type ListParams } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import { useAdapterQuery } from "../useAdapterQuery";

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
