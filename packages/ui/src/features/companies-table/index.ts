export {
  CompaniesTable,
  COMPANY_COLUMNS_STORAGE_KEY,
  type CompaniesTableAdapter,
  type CompaniesTableProps,
} from "./CompaniesTable";
export { COMPANY_COLUMNS_HIDDEN_AT_FIRST } from "./columns";
export { prefiltersFromSearch } from "./prefilters";
export { toCompanySelection } from "./selection";
export type { CompanyMatchParams, CompanySelection } from "./types";
