import { describe } from "vitest";
import { describeAuditCases } from "./areas/auditCases";
import { describeImportCases } from "./areas/importsCases";
import { describeAuthCases } from "./cases/authCases";
import { describeCommitteeCases } from "./cases/committeeCases";
import { describeCompanyCases } from "./cases/companyCases";
import { describeCompanyListCases } from "./cases/companyListCases";
import { describeCompanyMemberCases } from "./cases/companyMemberCases";
import { describeDashboardCases } from "./cases/dashboardCases";
import { describeDocumentCases } from "./cases/documentCases";
import { describeEmailCases } from "./cases/emailCases";
import { describeEvaluationCases } from "./cases/evaluationCases";
import { describeJourneyCases } from "./cases/journeyCases";
import { describeJourneyItemCases } from "./cases/journeyItemCases";
import { describeJourneyRecordCases } from "./cases/journeyRecordCases";
import {
  describeCommentCases,
  describeEmailTemplateCases,
  describeJourneyAccessCases,
} from "./cases/journeySharingCases";
import { describeLookupCases } from "./cases/lookupCases";
import { describeLookupInUseCases } from "./cases/lookupInUseCases";
import { describeLookupRuleCases } from "./cases/lookupRuleCases";
import { describeMeetingCases } from "./cases/meetingCases";
import { describePasswordCases } from "./cases/passwordCases";
import { describeSenderCases } from "./cases/senderCases";
import { describeUserCases } from "./cases/userCases";
import type { MakeAdapter } from "./support/MakeAdapter";

const AREAS = {
  lookups: [describeLookupCases, describeLookupRuleCases],
  users: [describeUserCases],
  companyMembers: [describeCompanyMemberCases],
  companies: [
    describeCompanyCases,
    describeCompanyListCases,
    describeLookupInUseCases,
    describeDashboardCases,
  ],
  senders: [describeSenderCases],
  auth: [describeAuthCases, describePasswordCases],
  journey: [describeJourneyCases, describeJourneyItemCases],
  evaluations: [describeEvaluationCases],
  committee: [describeCommitteeCases],
  summaries: [describeJourneyRecordCases],
  comments: [describeCommentCases],
  emailTemplates: [describeEmailTemplateCases],
  journeyAccess: [describeJourneyAccessCases],
  meetings: [describeMeetingCases],
  documents: [describeDocumentCases],
  emails: [describeEmailCases],
  imports: [describeImportCases],
  auditLog: [describeAuditCases],
} satisfies Record<string, Array<(makeAdapter: MakeAdapter) => void>>;

/** A group of cases that can be left out, e.g. while an adapter is still being built. */
export type ConformanceArea = keyof typeof AREAS;

export const CONFORMANCE_AREAS = Object.keys(AREAS) as ConformanceArea[];

export type DescribeAdapterOptions = {
  /** Areas to leave out; default none. */
  skip?: readonly ConformanceArea[];
  /** Per-case time limit in milliseconds; default vitest's. A live server may need more. */
  timeoutMs?: number;
};

/**
 * The behaviour every DataAdapter shares, as vitest cases. Call it from a test file:
 * `describeAdapter("memory", () => createMemoryAdapter())`. See CONFORMANCE_SEED for what
 * `makeAdapter` must provide.
 */
export function describeAdapter(
  name: string,
  makeAdapter: MakeAdapter,
  options: DescribeAdapterOptions = {},
): void {
  const skipped = new Set(options.skip ?? []);
  const settings = options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs };
  describe(`DataAdapter conformance: ${name}`, settings, () => {
    for (const area of CONFORMANCE_AREAS) {
      if (skipped.has(area)) continue;
      for (const describeCases of AREAS[area]) describeCases(makeAdapter);
    }
  });
}
