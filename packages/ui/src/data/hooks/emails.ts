// A journey e-mail's write: sent now or scheduled, with its attachments' upload progress.
import type { EmailSendInput, PortName, ProgressOptions } from "@pipeline/contract";
import type { PortSlice } from "../slices";
import { useAdapterMutation } from "../useAdapterQuery";

/** The reads a sent e-mail makes stale: the timeline, the companies' last stage and task, the e-mail log. */
const EMAIL_WRITE_INVALIDATES: readonly PortName[] = ["journey", "companies", "emailLogs"];

export type SendEmailSlice = PortSlice<"emails", "send">;

/** Sends an e-mail to members of the company, now or at its date; reports the upload's progress. */
export function useSendEmail() {
  return useAdapterMutation(
    "emails",
    (
      emails: SendEmailSlice["emails"],
      { input, options }: { input: EmailSendInput; options?: ProgressOptions },
    ) => emails.send(input, options),
    EMAIL_WRITE_INVALIDATES,
  );
}
