import { COMPANY_LIMITS, type Id, PHONE_LIMITS } from "@pipeline/contract";
import { FormNumberField, FormTextArea, FormTextField } from "../../../primitives/Form";
import { FormPhoneField } from "../../../primitives/Form/FormPhoneField";
import type { CompanyFormOptions } from "../hooks/useCompanyFormOptions";
import { FormIdMultiSelect, FormIdSelect } from "../../../primitives/Form";
import { StyledFieldGrid, StyledSection, StyledSectionTitle, StyledWide } from "../../../blocks/form-layout";
import { WebsiteField } from "./WebsiteField";

export type CompanyFieldsProps = {
  /** The choices of the selects. */
  options: CompanyFormOptions;
  /** The company being updated; null when adding one. */
  companyId: Id | null;
  /** Where company pages live, for the links of the website's warning. */
  companiesPath: string;
};

/** Every field of the company itself, in four titled groups; the members follow them. */
export function CompanyFields({ options, companyId, companiesPath }: CompanyFieldsProps) {
  const noResultsText = options.loading ? "Loading…" : "No results";
  const emptyText = options.loading ? "Loading…" : "No options";
  return (
    <>
      <StyledSection>
        <StyledSectionTitle>Company Details</StyledSectionTitle>
        <StyledFieldGrid>
          <FormTextField name="company_name" label="Company Name" required autoComplete="off" />
          <WebsiteField companyId={companyId} companiesPath={companiesPath} />
          <FormTextField name="email" label="Email" type="email" autoComplete="off" />
          <FormPhoneField
            name="contact_number"
            label="Contact Number"
            countryLabel="Contact number country code"
            defaultCountry={PHONE_LIMITS.defaultCountry}
            autoComplete="off"
          />
          <StyledWide>
            <FormIdMultiSelect
              name="location"
              label="Location"
              required
              options={options.location}
              noResultsText={noResultsText}
            />
          </StyledWide>
          <FormNumberField
            name="foundation_year"
            label="Foundation Year"
            min={0}
            max={COMPANY_LIMITS.foundationYearMax}
            autoComplete="off"
          />
          <FormNumberField name="fte" label="FTE" min={0} max={COMPANY_LIMITS.fteMax} autoComplete="off" />
          <FormNumberField
            name="revenue"
            label="Revenue"
            min={0}
            max={COMPANY_LIMITS.revenueMax}
            allowDecimal
            autoComplete="off"
          />
          <FormIdSelect name="currency" label="Currency" options={options.currency} emptyText={emptyText} />
          <FormTextField name="promoter_holding" label="Promoter Holding" autoComplete="off" />
        </StyledFieldGrid>
      </StyledSection>

      <StyledSection>
        <StyledSectionTitle>Address</StyledSectionTitle>
        <StyledFieldGrid>
          <FormTextField name="street" label="Street" autoComplete="off" />
          <FormTextField name="city" label="City" autoComplete="off" />
          <FormTextField name="state" label="State" autoComplete="off" />
          <FormIdSelect name="country" label="Country" options={options.country} emptyText={emptyText} />
        </StyledFieldGrid>
      </StyledSection>

      <StyledSection>
        <StyledSectionTitle>Classification</StyledSectionTitle>
        <StyledFieldGrid>
          <FormIdSelect name="industry" label="Industry" options={options.industry} emptyText={emptyText} />
          <FormIdSelect name="practice" label="Practice" options={options.practice} emptyText={emptyText} />
          <FormIdMultiSelect
            name="company_type"
            label="Company Type"
            options={options.companyType}
            noResultsText={noResultsText}
          />
          <FormIdSelect
            name="confidence_level"
            label="Confidence Level"
            options={options.confidenceLevel}
            emptyText={emptyText}
          />
        </StyledFieldGrid>
      </StyledSection>

      <StyledSection>
        <StyledSectionTitle>About</StyledSectionTitle>
        <StyledFieldGrid>
          <StyledWide>
            <FormTextArea
              name="business_description"
              label="Business Description"
              maxLength={COMPANY_LIMITS.descriptionMax}
              rows={4}
            />
          </StyledWide>
          <StyledWide>
            <FormTextArea
              name="pitch_line"
              label="Pitch Line"
              maxLength={COMPANY_LIMITS.descriptionMax}
              rows={2}
            />
          </StyledWide>
        </StyledFieldGrid>
      </StyledSection>
    </>
  );
}
