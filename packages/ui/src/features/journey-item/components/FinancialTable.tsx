import styled from "styled-components";
import { FormTextField } from "../../../primitives/Form";
import { VisuallyHidden } from "../../../primitives/VisuallyHidden";
import { financialYears } from "../utils/summaryValues";

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
  }

  tbody th {
    padding-top: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const ROWS = [
  { label: "Operating Profit", kind: "op_profit" },
  { label: "Net Profit", kind: "net_profit" },
] as const;

export type FinancialTableProps = {
  /** Today, whose year is the table's last column. */
  today: Date;
};

/** The summary's profits in GBP for the current year and the two before it. */
export function FinancialTable({ today }: FinancialTableProps) {
  const years = financialYears(today);
  const columns = [
    { year: years.third, prefix: "last_third_year" },
    { year: years.second, prefix: "last_second_year" },
    { year: years.last, prefix: "last_year" },
  ] as const;
  return (
    <StyledTable>
      <caption>Financials (GBP)</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>Figure</VisuallyHidden>
          </th>
          {columns.map(({ year }) => (
            <th key={year} scope="col">
              {year}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ label, kind }) => (
          <tr key={kind}>
            <th scope="row">{label}</th>
            {columns.map(({ year, prefix }) => (
              <td key={year}>
                <FormTextField
                  name={`${prefix}_${kind}`}
                  label={<VisuallyHidden>{`${label} ${year} (GBP)`}</VisuallyHidden>}
                  autoComplete="off"
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
