import type { CompanyOption } from "@pipeline/contract";
import { TriangleAlert } from "lucide-react";
import { Fragment } from "react";
import styled from "styled-components";
import { Link } from "../../../navigation";

// Laid out as a field's error is, in the warning colour: it informs, and saving stays possible.
const StyledWarning = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.warning};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: ${({ theme }) => theme.font.size.md};
    height: ${({ theme }) => theme.font.size.md};
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

// Underlined: in a sentence, a link must not be told apart by its colour alone.
const StyledLink = styled(Link)`
  text-decoration: underline;
`;

export type SameWebsiteWarningProps = {
  /** Id the website input's aria-describedby points at. */
  id: string;
  /** The companies already there, at least one. */
  companies: readonly CompanyOption[];
  /** Where company pages live: each company links to `${companiesPath}/{id}`. */
  companiesPath: string;
};

/**
 * "A company with this website already exists: …", each company a link to its page. The links open
 * a new tab, so the form being filled in is not lost.
 */
export function SameWebsiteWarning({ id, companies, companiesPath }: SameWebsiteWarningProps) {
  const lead =
    companies.length === 1
      ? "A company with this website already exists:"
      : "Companies with this website already exist:";
  return (
    <StyledWarning id={id}>
      <TriangleAlert aria-hidden="true" />
      <span>
        {lead}{" "}
        {companies.map((company, index) => (
          <Fragment key={company.id}>
            {index > 0 ? ", " : null}
            <StyledLink to={`${companiesPath}/${company.id}`} newTab>
              {company.company_name}
            </StyledLink>
          </Fragment>
        ))}
      </span>
    </StyledWarning>
  );
}
