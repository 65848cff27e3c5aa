export { CompaniesTable, COMPANY_COLUMNS_STORAGE_KEY, type CompaniesTableProps } from "./CompaniesTable";
export { prefiltersFromSearch } from "./prefilters";
export { toCompanySelection } from "./selection";
export type { CompanyMatchParams, CompanySelection } from "./types";
