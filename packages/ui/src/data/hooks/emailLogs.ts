// The e-mail log: every message the product sent or tried to send, paged for the Email Logs table.
import type { ListParams } from "@pipeline/contract";
import { adapterRead, type SliceOf } from "../adapterRead";
import { useAdapterQuery } from "../useAdapterQuery";

/** The list filters of the e-mail log: `delivered`, "true" or "false". */
export type EmailLogFilter = "delivered";

/** A page of the e-mail log. */
export const emailLogListRead = (params: ListParams<EmailLogFilter>) =>
  adapterRead(["emailLogs", "list", params], (logs, options) => logs.list(params, options));
export type EmailLogListSlice = SliceOf<typeof emailLogListRead>;

/** A page of the e-mail log, the previous page kept on screen while the next one loads. */
export function useEmailLogs(params: ListParams<EmailLogFilter>) {
  return useAdapterQuery(emailLogListRead(params), { keepPrevious: true });
}
