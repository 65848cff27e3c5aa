import type { DataAdapter } from "@pipeline/contract";
import { notImplementedPort } from "../runtime/notImplemented";

type JourneyWritePorts = Pick<
  DataAdapter,
  | "summaries"
  | "callNotes"
  | "emailTemplates"
  | "evaluations"
  | "linkedin"
  | "meetings"
  | "documents"
  | "emails"
  | "comments"
  | "journeyAccess"
>;

/** The journey's task ports, which this adapter does not offer yet: every method answers 501. */
export function unimplementedPorts(): JourneyWritePorts {
  return {
    summaries: notImplementedPort<DataAdapter["summaries"]>("summaries", {
      get: true,
      create: true,
      update: true,
    }),
    callNotes: notImplementedPort<DataAdapter["callNotes"]>("callNotes", {
      get: true,
      create: true,
      update: true,
    }),
    emailTemplates: notImplementedPort<DataAdapter["emailTemplates"]>("emailTemplates", { get: true }),
    evaluations: notImplementedPort<DataAdapter["evaluations"]>("evaluations", {
      create: true,
      review: true,
    }),
    linkedin: notImplementedPort<DataAdapter["linkedin"]>("linkedin", { create: true }),
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
    comments: notImplementedPort<DataAdapter["comments"]>("comments", { create: true, update: true }),
    journeyAccess: notImplementedPort<DataAdapter["journeyAccess"]>("journeyAccess", {
      list: true,
      create: true,
      update: true,
    }),
  };
}
