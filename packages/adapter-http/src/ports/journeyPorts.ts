import {
  calls,
  type CallNotesPort,
  type CommentsPort,
  type DecisionsPort,
  type EmailTemplatesPort,
  type EvaluationsPort,
  type JourneyAccessPort,
  type JourneyPort,
  listParamsToQuery,
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
  decisions: DecisionsPort;
  linkedin: LinkedinPort;
  comments: CommentsPort;
  journeyAccess: JourneyAccessPort;
};

export function createJourneyPorts(client: HttpClient): JourneyPorts {
  return {
    journey: {
      definitions: (options) => client.data(calls.journey.definitions, { ...options }),
      settings: (options) => client.data(calls.journey.settings, { ...options }),
      saveSettings: (input, options) => client.saved(calls.journey.saveSettings, { ...options, input }),
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
      reopen: (id, input, options) =>
        client.saved(calls.evaluations.reopen, { ...options, params: { id }, input }),
      mine: (params, options) =>
        client.page(calls.evaluations.mine, { ...options, input: listParamsToQuery(params) }),
    },
    decisions: {
      list: (companyId, options) =>
        client.data(calls.decisions.byCompany, { ...options, params: { id: companyId } }),
      get: (id, options) => client.data(calls.decisions.get, { ...options, params: { id } }),
      pdf: (id, options) => client.download(`decision/${id}/pdf`, options),
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
