import type { Company } from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { StyledExternalAnchor } from "../../../navigation";
import { createdByText, formatDay, formatNumber, formatPhone } from "../../../format";
import { addressText, revenueText } from "../utils/companyText";
import { CompanyMembers } from "./CompanyMembers";
import { Fact } from "./Fact";
import { StyledFacts } from "./layout";

const StyledDetails = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xs};
`;

const StyledSectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const labels = (refs: ReadonlyArray<{ label: string }>) => refs.map((ref) => ref.label).join(", ");

export type CompanyDetailsProps = {
  /** The company as read. */
  company: Company;
};

/**
 * The Company Details panel: the pitch line and business description across the panel, then the
 * company's facts (practice, address, e-mail, phone in international format and the rest), then
 * its current members. A fact without a value reads Not set.
 */
export function CompanyDetails({ company }: CompanyDetailsProps) {
  const membersId = useId();
  // A reader of shared items is not given the company's contact data: what is withheld is left
  // out, not shown as Not set.
  const withheld = company.journey_access === "shared";
  return (
    <StyledDetails>
      <StyledFacts>
        <Fact term="Pitch Line" wide>
          {company.pitch_line?.trim()}
        </Fact>
        <Fact term="Business Description" wide>
          {company.business_description?.trim()}
        </Fact>
        <Fact term="Practice">{company.practice?.label}</Fact>
        <Fact term="Industry">{company.industry?.label}</Fact>
        <Fact term="Company Type">{labels(company.company_type)}</Fact>
        <Fact term="Address">{addressText(company)}</Fact>
        <Fact term="Locations">{labels(company.location)}</Fact>
        {withheld && !company.email ? null : (
          <Fact term="Email">
            {company.email ? (
              <StyledExternalAnchor href={`mailto:${company.email}`}>{company.email}</StyledExternalAnchor>
            ) : null}
          </Fact>
        )}
        {withheld && !company.contact_number ? null : (
          <Fact term="Contact Number">{formatPhone(company.contact_number)}</Fact>
        )}
        <Fact term="Confidence Level">{company.confidence_level?.label}</Fact>
        <Fact term="Revenue">{revenueText(company)}</Fact>
        <Fact term="FTE">{formatNumber(company.fte)}</Fact>
        <Fact term="Foundation Year">{company.foundation_year ?? ""}</Fact>
        <Fact term="Created By">{createdByText(company)}</Fact>
        <Fact term="Created">{formatDay(company.created)}</Fact>
        <Fact term="Modified">{formatDay(company.modified)}</Fact>
      </StyledFacts>
      {withheld && company.company_members.length === 0 ? null : (
        <section aria-labelledby={membersId}>
          <StyledSectionTitle id={membersId}>Members</StyledSectionTitle>
          <CompanyMembers members={company.company_members} />
        </section>
      )}
    </StyledDetails>
  );
}
