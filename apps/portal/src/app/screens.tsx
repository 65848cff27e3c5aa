import { lazy, type ReactNode } from "react";
import { LOOKUP_KINDS, LOOKUP_ROUTE_SEGMENT } from "@pipeline/contract";

const companies = () => import("../screens/companies");
const CompaniesScreen = lazy(() => companies().then((m) => ({ default: m.CompaniesScreen })));
const AddCompanyPage = lazy(() => companies().then((m) => ({ default: m.AddCompanyPage })));
const CompanyPage = lazy(() => companies().then((m) => ({ default: m.CompanyPage })));
const DashboardScreen = lazy(() => companies().then((m) => ({ default: m.DashboardScreen })));

const admin = () => import("../screens/admin");
const UsersScreen = lazy(() => admin().then((m) => ({ default: m.UsersScreen })));
const UserFormScreen = lazy(() => admin().then((m) => ({ default: m.UserFormScreen })));
const CompanyMembersScreen = lazy(() => admin().then((m) => ({ default: m.CompanyMembersScreen })));
const CompanyMemberFormScreen = lazy(() => admin().then((m) => ({ default: m.CompanyMemberFormScreen })));
const LookupListScreen = lazy(() => admin().then((m) => ({ default: m.LookupListScreen })));
const LookupFormScreen = lazy(() => admin().then((m) => ({ default: m.LookupFormScreen })));

const imports = () => import("../screens/imports");
const ImportHistoryScreen = lazy(() => imports().then((m) => ({ default: m.ImportHistoryScreen })));

const bulkOutreach = () => import("../screens/bulkOutreach");
const CampaignDetailsScreen = lazy(() => bulkOutreach().then((m) => ({ default: m.CampaignDetailsScreen })));
const CampaignActivityScreen = lazy(() =>
  bulkOutreach().then((m) => ({ default: m.CampaignActivityScreen })),
);

const emailLogs = () => import("../screens/emailLogs");
const EmailLogsScreen = lazy(() => emailLogs().then((m) => ({ default: m.EmailLogsScreen })));

const senders = () => import("../screens/senders");
const SendersScreen = lazy(() => senders().then((m) => ({ default: m.SendersScreen })));
const SenderFormScreen = lazy(() => senders().then((m) => ({ default: m.SenderFormScreen })));

/**
 * The screen of each route of the table that has one so far. A route without a screen is not
 * linked from the sidebar and answers as an unknown path would.
 */
export const SCREENS: Readonly<Record<string, ReactNode>> = {
  "/companies": <CompaniesScreen />,
  "/companies/add/": <AddCompanyPage />,
  "/companies/:id": <CompanyPage />,
  "/dashboard/": <DashboardScreen />,
  "/users": <UsersScreen />,
  "/users/add": <UserFormScreen />,
  "/users/edit/:id": <UserFormScreen />,
  "/company-members": <CompanyMembersScreen />,
  "/company-members/add": <CompanyMemberFormScreen />,
  "/company-members/edit/:id": <CompanyMemberFormScreen />,
  "/excel-import": <ImportHistoryScreen />,
  "/bulk-outreach": <CampaignDetailsScreen />,
  "/bulk-outreach/:id": <CampaignActivityScreen />,
  "/email-logs": <EmailLogsScreen />,
  "/sender-details": <SendersScreen />,
  "/sender-details/add": <SenderFormScreen />,
  "/sender-details/edit/:id": <SenderFormScreen />,
  ...Object.fromEntries(
    LOOKUP_KINDS.flatMap((kind) => {
      const base = `/${LOOKUP_ROUTE_SEGMENT[kind]}`;
      return [
        [base, <LookupListScreen kind={kind} />],
        [`${base}/add`, <LookupFormScreen kind={kind} />],
        [`${base}/edit/:id`, <LookupFormScreen kind={kind} />],
      ];
    }),
  ),
};

/** Whether a path of the sidebar has its screen. */
export function hasScreen(path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return bare in SCREENS || `${bare}/` in SCREENS;
}
