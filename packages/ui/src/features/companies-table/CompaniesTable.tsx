import { COMPANY_LIST_FILTERS, type CompanyListFilter, type CompanyListRow } from "@pipeline/contract";
import { useCallback, useMemo, useState } from "react";
import styled from "styled-components";
import {
  companyListRead,
  type CompanyListSlice,
  type LastStageTaskNamesSlice,
  type LookupOptionsSlice,
  type LookupsInUseSlice,
  type StageNamesSlice,
  type UsersShortSlice,
} from "../../data";
import {
  DataTable,
  selectedCount,
  toListParams,
  type DataTableQuery,
  type DataTableSelection,
  useListAddress,
} from "../../blocks/data-table";
import { useNow } from "../../blocks/stage-age";
import { companyColumns } from "./columns";
import { CompaniesActions } from "./components/CompaniesActions";
import { useCompanyFilters } from "./hooks/useCompanyFilters";
import { matchParams, toCompanySelection } from "./selection";
import type { CompanySelection } from "./types";

/** Where the table remembers its visible columns unless told otherwise. */
export const COMPANY_COLUMNS_STORAGE_KEY = "pipeline.companies.columns";

const NONE: DataTableSelection = { kind: "ids", ids: new Set() };

const matchKey = (params: Parameters<typeof matchParams>[0]) => JSON.stringify(matchParams(params));

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * What CompaniesTable reads of the adapter: the companies list, and the options of its filters
 * (useCompanyFilters: lookups in use, company types, creators, stages, stages and tasks).
 */
export type CompaniesTableAdapter = CompanyListSlice &
  LookupsInUseSlice &
  LookupOptionsSlice &
  UsersShortSlice &
  StageNamesSlice &
  LastStageTaskNamesSlice;

export type CompaniesTableProps = {
  /** Where the list lives; names link to `${basePath}/{id}`, Add Company to `${basePath}/add/`. Default: "/companies". */
  basePath?: string;
  /**
   * The page's query string (`?country=2&stage=1`): the table starts from its filters, dates, search,
   * sort and paging, and starts again when it changes from outside (Back, a link). With a router the
   * table writes its own changes to the address. Default: the browser's address.
   */
  search?: string;
  /** Opens the Excel import; Import Excel shows only when given. Default: none. */
  onImportExcel?: () => void;
  /** Starts a bulk initial outreach for the selected companies; the button shows only when given. Default: none. */
  onBulkOutreach?: (selection: CompanySelection) => void;
  /** Why Bulk Initial Outreach cannot be used now, e.g. the provider's limits passed; it is then disabled with this tooltip. Default: none. */
  bulkOutreachBlocked?: string | null;
  /** localStorage key of the visible columns. Default: COMPANY_COLUMNS_STORAGE_KEY. */
  columnVisibilityKey?: string;
  /** The clock Days in Stage counts by. Default: the time the table first rendered. */
  now?: Date;
};

/**
 * The companies list (admin-portal section 2.4): a server-paged table with every column and
 * filter of the spec, the Created/Modified date range, prefilters read from the URL, remembered
 * columns and a selection kept across pages for Bulk Initial Outreach.
 */
export function CompaniesTable({
  basePath = "/companies",
  search,
  onImportExcel,
  onBulkOutreach,
  bulkOutreachBlocked,
  columnVisibilityKey = COMPANY_COLUMNS_STORAGE_KEY,
  now,
}: CompaniesTableProps) {
  const filters = useCompanyFilters();
  const clock = useNow(now);
  const columns = useMemo(() => companyColumns(basePath, clock), [basePath, clock]);
  const address = useListAddress({ filterIds: COMPANY_LIST_FILTERS, search });
  // A new link (other filters), or Back to earlier ones, starts the table, and its selection, afresh.
  const prefilterKey = address.key;
  const [picked, setPicked] = useState({ key: prefilterKey, selection: NONE });
  const selection = picked.key === prefilterKey ? picked.selection : NONE;
  // "Every company matching" stops meaning what is on screen once the search, a filter or the
  // dates change, so that selection is dropped rather than sent for other companies than shown.
  const { onQueryChange: writeAddress } = address;
  const handleQueryChange = useCallback(
    (query: DataTableQuery<CompanyListFilter>) => {
      writeAddress(query);
      const shown = matchKey(toListParams(query));
      setPicked((current) =>
        current.selection.kind === "all-matching" && matchKey(current.selection.params) !== shown
          ? { ...current, selection: NONE }
          : current,
      );
    },
    [writeAddress],
  );

  return (
    <StyledPage>
      <CompaniesActions
        addPath={`${basePath}/add/`}
        selected={selectedCount(selection)}
        onImportExcel={onImportExcel}
        onBulkOutreach={onBulkOutreach && (() => onBulkOutreach(toCompanySelection(selection)))}
        bulkOutreachBlocked={bulkOutreachBlocked}
      />
      <DataTable<CompanyListRow, CompanyListFilter>
        key={prefilterKey}
        label="Companies"
        columns={columns}
        read={companyListRead}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.company_name}
        filters={filters}
        dateFilter
        search={{ placeholder: "Search companies" }}
        initialQuery={address.initialQuery}
        onQueryChange={handleQueryChange}
        columnVisibilityKey={columnVisibilityKey}
        selection={{
          selected: selection,
          onChange: (next) => setPicked({ key: prefilterKey, selection: next }),
        }}
        empty={{ title: "No companies yet" }}
      />
    </StyledPage>
  );
}
