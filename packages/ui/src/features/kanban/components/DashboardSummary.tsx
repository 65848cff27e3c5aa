import {
  type CountryCount,
  DASHBOARD_LIMITS,
  DASHBOARD_NO_COUNTRY_KEY,
  DASHBOARD_TEXTS,
  type DashboardCell,
  type DashboardRow,
  type DashboardView,
  moreCompaniesText,
} from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { Link } from "../../../navigation";
import { EmptyState } from "../../../primitives/EmptyState";
import { focusRing } from "../../../theme/focusRing";
import type { BoardFilters } from "../types";
import { companiesListHref, companyHref, countryFilterValue } from "../utils/boardQuery";

const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

// Wide tables scroll inside their frame; the frame takes focus so keyboards can scroll it too.
const StyledFrame = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  ${focusRing}
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    min-width: ${({ theme }) => theme.size.controlLg};
  }

  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

const StyledCompanies = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** What the rows of each view are. */
const ROW_HEADERS: Record<DashboardView, string> = {
  stage: "Stage",
  stage_task: "Stage and task",
  confidence_level: "Confidence level",
};

export type DashboardSummaryProps = {
  rows: readonly DashboardRow[];
  /** The countries with their ids, so a cell can link to the list filtered on its country. */
  countries: readonly CountryCount[];
  filters: BoardFilters;
  companiesPath: string;
};

type CellProps = {
  cell: DashboardCell | undefined;
  more: string | null;
  companiesPath: string;
};

function SummaryCell({ cell, more, companiesPath }: CellProps) {
  if (!cell || cell.count === 0) return <StyledNone>—</StyledNone>;
  const listed = cell.companies.slice(0, DASHBOARD_LIMITS.companiesPerSummaryCell);
  const rest = cell.count - listed.length;
  return (
    <StyledCompanies>
      {listed.map((company) => (
        <li key={company.id}>
          <Link to={companyHref(companiesPath, company.id)} newTab>
            {company.company_name}
          </Link>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          {more ? (
            <Link to={more} newTab>
              {moreCompaniesText(rest)}
            </Link>
          ) : (
            moreCompaniesText(rest)
          )}
        </li>
      ) : null}
    </StyledCompanies>
  );
}

/** The cells' keys as columns: countries by name, then the companies without a country. */
function countryColumns(rows: readonly DashboardRow[]): string[] {
  const keys = new Set(rows.flatMap((row) => Object.keys(row.countries)));
  const named = [...keys]
    .filter((key) => key !== DASHBOARD_NO_COUNTRY_KEY)
    .sort((a, b) => a.localeCompare(b));
  return keys.has(DASHBOARD_NO_COUNTRY_KEY) ? [...named, DASHBOARD_NO_COUNTRY_KEY] : named;
}

/**
 * Each column of the board against each country (and, last, no country): up to three companies
 * per cell, and a link to the companies list, filtered to that cell, for the rest.
 */
export function DashboardSummary({ rows, countries, filters, companiesPath }: DashboardSummaryProps) {
  const headingId = useId();
  const countryIds = new Map(countries.map((country) => [country.label, String(country.id)]));
  const labels = countryColumns(rows);
  return (
    <StyledSection>
      <StyledHeading id={headingId}>Summary by country</StyledHeading>
      {labels.length === 0 ? (
        <EmptyState title="No companies to summarise" />
      ) : (
        <StyledFrame tabIndex={0} role="region" aria-labelledby={headingId}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{ROW_HEADERS[filters.view]}</th>
                {labels.map((label) => (
                  <th key={label} scope="col">
                    {label === DASHBOARD_NO_COUNTRY_KEY ? DASHBOARD_TEXTS.noCountry : label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {labels.map((label) => {
                    const countryId = countryFilterValue(label, countryIds);
                    return (
                      <td key={label}>
                        <SummaryCell
                          cell={row.countries[label]}
                          more={
                            countryId ? companiesListHref(companiesPath, filters, row.key, countryId) : null
                          }
                          companiesPath={companiesPath}
                        />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledFrame>
      )}
    </StyledSection>
  );
}
