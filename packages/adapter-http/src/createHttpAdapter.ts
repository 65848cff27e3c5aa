import type { AxiosInstance } from "axios";
import type { DataAdapter } from "@pipeline/contract";
import { createEnvelope } from "@pipeline/contract/envelope";
import { createHttpClient } from "./client/createHttpClient";
import { createAuditLogPort } from "./ports/auditLogPort";
import { createAuthPort } from "./ports/authPort";
import { createCompaniesPort, createCompanyMembersPort } from "./ports/companiesPort";
import { createDocumentsPort } from "./ports/documentsPort";
import { createJourneyPorts } from "./ports/journeyPorts";
import { createCountriesPort, createLookupsPort } from "./ports/lookupsPort";
import { createEmailsPort, createMeetingsPort } from "./ports/meetingsPort";
import {
  createCampaignsPort,
  createEmailLogsPort,
  createExcelImportsPort,
  createSendersPort,
} from "./ports/outreachPorts";
import { createUsersPort } from "./ports/usersPort";
import type { SessionStore } from "./session/SessionStore";

export type HttpAdapterOptions = {
  /** The API base, e.g. "/api/v1/" or "https://pipeline.example.com/api/v1/". */
  baseUrl: string;
  /** The envelope key (64 hex characters) the server hands the portal; null when the envelope is off. */
  envelopeKey: string | null;
  session: SessionStore;
  /** Called after a 401 on a signed-in call has cleared the session, e.g. to go to /login. */
  onUnauthorized?: () => void;
  /**
   * An axios instance to send every request with. Default: fetch, and a new axios instance,
   * loaded then, for the uploads that report their progress.
   */
  axios?: AxiosInstance;
};

/** A whole DataAdapter over the `/api/v1` server. */
export function createHttpAdapter(options: HttpAdapterOptions): DataAdapter {
  const { session } = options;
  const client = createHttpClient({
    baseUrl: options.baseUrl,
    envelope: options.envelopeKey === null ? null : createEnvelope(options.envelopeKey),
    session,
    onUnauthorized: options.onUnauthorized,
    axios: options.axios,
  });
  return {
    auth: createAuthPort(client, session),
    users: createUsersPort(client, session),
    lookups: createLookupsPort(client),
    countries: createCountriesPort(client),
    companyMembers: createCompanyMembersPort(client),
    companies: createCompaniesPort(client),
    ...createJourneyPorts(client),
    meetings: createMeetingsPort(client),
    documents: createDocumentsPort(client),
    emails: createEmailsPort(client),
    emailLogs: createEmailLogsPort(client),
    auditLog: createAuditLogPort(client),
    excelImports: createExcelImportsPort(client),
    senders: createSendersPort(client),
    campaigns: createCampaignsPort(client),
  };
}
