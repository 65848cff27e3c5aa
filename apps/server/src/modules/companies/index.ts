// Companies: the table, the company page's record, the dashboard's kanban counts and the members
// of each company (also kept on their own admin screen).
export { companyRoutes } from "./routes";
export { companyMemberRoutes } from "./memberRoutes";
export {
  checkCompanyIds,
  type CompanyFormValues,
  type CompanyRepository,
  type CompanyValues,
  createCompanyRepository,
} from "./repository";
export {
  type CompanyMemberRepository,
  createCompanyMemberRepository,
  MEMBER_LIST_FIELDS,
  type MemberInput,
} from "./memberRepository";
export { type CompanyRecord, readCompany } from "./record";
export { DASHBOARD_FILTERS, DASHBOARD_SORT_FIELDS, type DashboardQuery } from "./dashboard";
export { COMPANY_FILTER_RULES, COMPANY_LIST_FIELDS, companyIdsMatching, companyWhere } from "./query";
