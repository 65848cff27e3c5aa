import {
  calls,
  type CallNotesPort,
  type CommentsPort,
  type EmailTemplatesPort,
  type EvaluationsPort,
  type JourneyAccessPort,
  type JourneyPort,
  type LinkedinPort,
  type SummariesPort,
} from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

/** The journey and the task forms that send plain JSON. */
export type JourneyPorts = {
  journey: JourneyPort;
  summaries: SummariesPort;
  callNotes: CallNotesPort;
  emailTemplates: EmailTemplatesPort;
  evaluations: EvaluationsPort;
  linkedin: LinkedinPort;
  comments: CommentsPort;
  journeyAccess: JourneyAccessPort;
};

export function createJourneyPorts(client: HttpClient): JourneyPorts {
  return {
    journey: {
      definitions: (options) => client.data(calls.journey.definitions, { ...options }),
      timeline: (companyId, options) =>
        client.data(calls.companies.timeline, { ...options, params: { id: companyId } }),
      activity: (companyId, options) =>
        client.data(calls.companies.activity, { ...options, params: { id: companyId } }),
    },
    summaries: {
      get: (id, options) => client.data(calls.summaries.get, { ...options, params: { id } }),
      create: (input, options) => client.saved(calls.summaries.create, { ...options, input }),
      update: (id, input, options) =>
        client.saved(calls.summaries.update, { ...options, params: { id }, input }),
    },
    callNotes: {
      get: (id, options) => client.data(calls.callNotes.get, { ...options, params: { id } }),
      create: (input, options) => client.saved(calls.callNotes.create, { ...options, input }),
      update: (id, input, options) =>
        client.saved(calls.callNotes.update, { ...options, params: { id }, input }),
    },
    emailTemplates: {
      get: (request, options) =>
        client.data(calls.emailTemplates.get, {
          ...options,
          input: typeof request === "string" ? { key: request } : request,
        }),
    },
    evaluations: {
      create: (input, options) => client.saved(calls.evaluations.create, { ...options, input }),
      review: (id, input, options) =>
        client.saved(calls.evaluations.review, { ...options, params: { id }, input }),
    },
    linkedin: {
      create: (input, options) => client.saved(calls.linkedin.create, { ...options, input }),
    },
    comments: {
      create: (input, options) => client.saved(calls.comments.create, { ...options, input }),
      update: (id, input, options) =>
        client.saved(calls.comments.update, { ...options, params: { id }, input }),
    },
    journeyAccess: {
      list: async ({ company, content_type, object_id }, options) => {
        const page = await client.page(calls.journeyAccess.list, {
          ...options,
          input: { company: String(company), content_type, object_id: String(object_id) },
        });
        return page.rows;
      },
      create: (input, options) => client.saved(calls.journeyAccess.create, { ...options, input }),
      update: (id, input, options) =>
        client.saved(calls.journeyAccess.update, { ...options, params: { id }, input }),
    },
  };
}
