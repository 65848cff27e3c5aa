import { lazy } from "react";

// Every screen but the sign-in page loads with its module when first shown; the route table
// (routes.tsx) says which path shows which, and loads with the first of them.

export const CompaniesScreen = lazy(() =>
  import("../screens/companies").then((m) => ({ default: m.CompaniesScreen })),
);
const companyScreens = () => import("../screens/companyScreens");
export const AddCompanyPage = lazy(() => companyScreens().then((m) => ({ default: m.AddCompanyPage })));
export const CompanyPage = lazy(() => companyScreens().then((m) => ({ default: m.CompanyPage })));
export const DashboardScreen = lazy(() => companyScreens().then((m) => ({ default: m.DashboardScreen })));
export const DecisionRecordScreen = lazy(() =>
  companyScreens().then((m) => ({ default: m.DecisionRecordScreen })),
);
export const MyReviewsScreen = lazy(() => companyScreens().then((m) => ({ default: m.MyReviewsScreen })));

const admin = () => import("../screens/admin");
export const UsersScreen = lazy(() => admin().then((m) => ({ default: m.UsersScreen })));
export const UserFormScreen = lazy(() => admin().then((m) => ({ default: m.UserFormScreen })));
export const CompanyMembersScreen = lazy(() => admin().then((m) => ({ default: m.CompanyMembersScreen })));
export const CompanyMemberFormScreen = lazy(() =>
  admin().then((m) => ({ default: m.CompanyMemberFormScreen })),
);
export const LookupListScreen = lazy(() => admin().then((m) => ({ default: m.LookupListScreen })));
export const LookupFormScreen = lazy(() => admin().then((m) => ({ default: m.LookupFormScreen })));

const imports = () => import("../screens/imports");
export const ImportHistoryScreen = lazy(() => imports().then((m) => ({ default: m.ImportHistoryScreen })));

const bulkOutreach = () => import("../screens/bulkOutreach");
export const CampaignDetailsScreen = lazy(() =>
  bulkOutreach().then((m) => ({ default: m.CampaignDetailsScreen })),
);
export const CampaignActivityScreen = lazy(() =>
  bulkOutreach().then((m) => ({ default: m.CampaignActivityScreen })),
);

const emailLogs = () => import("../screens/emailLogs");
export const EmailLogsScreen = lazy(() => emailLogs().then((m) => ({ default: m.EmailLogsScreen })));

const auditLog = () => import("../screens/auditLog");
export const AuditLogScreen = lazy(() => auditLog().then((m) => ({ default: m.AuditLogScreen })));

const journeySettings = () => import("../screens/journeySettings");
export const JourneySettingsScreen = lazy(() =>
  journeySettings().then((m) => ({ default: m.JourneySettingsScreen })),
);

const senders = () => import("../screens/senders");
export const SendersScreen = lazy(() => senders().then((m) => ({ default: m.SendersScreen })));
export const SenderFormScreen = lazy(() => senders().then((m) => ({ default: m.SenderFormScreen })));

export const Landing = lazy(() => import("./Landing").then((m) => ({ default: m.Landing })));
export const StatusRoute = lazy(() => import("./StatusRoute").then((m) => ({ default: m.StatusRoute })));
export const MeetingRoute = lazy(() => import("./MeetingRoute").then((m) => ({ default: m.MeetingRoute })));
export const SetPasswordRoute = lazy(() =>
  import("./SetPasswordRoute").then((m) => ({ default: m.SetPasswordRoute })),
);
