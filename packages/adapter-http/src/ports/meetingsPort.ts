import { calls, type EmailsPort, type MeetingsPort } from "@pipeline/contract";
import type { HttpClient } from "../client/HttpClient";

export function createMeetingsPort(client: HttpClient): MeetingsPort {
  return {
    schedule: ({ file, ...fields }, options) =>
      client.saved(calls.meetings.schedule, {
        ...options,
        input: { fields, files: file ? { file: [file] } : {} },
      }),
    comment: (id, input, options) =>
      client.saved(calls.meetings.comment, { ...options, params: { id }, input }),
    cancel: (input, options) => client.message(calls.meetings.cancel, { ...options, input }),
    // The spec puts the meeting in the query of this POST and the contract in its body: both carry it.
    recordings: (meetingId, options) =>
      client.data(calls.meetings.recordings, {
        ...options,
        input: { id: String(meetingId) },
        query: { id: String(meetingId) },
      }),
    link: (token, options) => client.data(calls.meetings.link, { ...options, params: { token } }),
  };
}

export function createEmailsPort(client: HttpClient): EmailsPort {
  return {
    send: ({ attachments, ...fields }, options) =>
      client.saved(calls.emails.send, { ...options, input: { fields, files: { attachments } } }),
  };
}
