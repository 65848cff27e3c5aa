import type { DataAdapter } from "@pipeline/contract";
import { notImplementedPort } from "../runtime/notImplemented";

type JourneyWritePorts = Pick<DataAdapter, "meetings" | "documents" | "emails">;

/** The journey's meeting, document and e-mail ports, which this adapter does not offer yet: every method answers 501. */
export function unimplementedPorts(): JourneyWritePorts {
  return {
    meetings: notImplementedPort<DataAdapter["meetings"]>("meetings", {
      schedule: true,
      comment: true,
      cancel: true,
      recordings: true,
      link: true,
    }),
    documents: notImplementedPort<DataAdapter["documents"]>("documents", {
      attach: true,
      upload: true,
      reupload: true,
      byCompany: true,
      byIds: true,
      signedUrl: true,
    }),
    emails: notImplementedPort<DataAdapter["emails"]>("emails", { send: true }),
  };
}
