import { type Company, companySchema, type Id } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import { useState } from "react";
import styled from "styled-components";
import { useCompany, useSaveCompany, type CompanySlice, type SaveCompanySlice } from "../../data";
import { ErrorState } from "../../primitives/ErrorState";
import { Form } from "../../primitives/Form";
import { toastErrorText } from "../../primitives/Toast";
import { CompanyFields } from "./components/CompanyFields";
import { CompanyFormSkeleton } from "./components/CompanyFormSkeleton";
import { FormActions, StyledFormFrame, StyledFormStatus, useFormSave } from "../../blocks/form-layout";
import { MembersField } from "./components/MembersField";
import { useCompanyFormOptions, type CompanyFormOptionsSlice } from "./hooks/useCompanyFormOptions";
import type { SameWebsiteWarningSlice } from "./hooks/useSameWebsiteWarning";
import type { CompanyDraft } from "./types";
import { companyToDraft, newCompanyDraft, toCreateInput, toUpdateInput } from "./utils/companyValues";
import { COMPANY_FIELD_ALIASES } from "./utils/fieldAliases";

// The actions stay in view at the bottom of whatever scrolls the form. A scrolling panel with
// bottom padding (the drawer's body) names it in --company-form-sticky-inset, so the bar covers
// that padding too rather than letting fields show beneath it.
const StyledActions = styled.div`
  position: sticky;
  bottom: calc(-1 * var(--company-form-sticky-inset, 0px));
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: calc(-1 * var(--company-form-sticky-inset, 0px));
  padding: ${({ theme }) => theme.space.md} 0;
  padding-bottom: calc(${({ theme }) => theme.space.md} + var(--company-form-sticky-inset, 0px));
  background: ${({ theme }) => theme.color.surface};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

/** What CompanyForm reads and writes through the adapter. */
export type CompanyFormAdapter = CompanySlice &
  SaveCompanySlice &
  CompanyFormOptionsSlice &
  SameWebsiteWarningSlice;

export type CompanyFormProps = {
  /** The company to update; without one the form adds a company. Default: null (add). */
  id?: Id | null;
  /** Called with the saved company after the success toast. Default: none. */
  onSaved?: (company: Company) => void;
  /** Shows a Cancel button that calls this. Default: none (no Cancel button). */
  onCancel?: () => void;
  /** Where company pages live: the website's warning links `${companiesPath}/{id}`. Default: "/companies". */
  companiesPath?: string;
};

/**
 * Adds a company (without an id) or updates one (with an id): its fields, its locations and its
 * members. The save shows the server's message and calls onSaved; a refused save shows the error
 * toast and the server's messages on their fields, and can be tried again. A website other
 * companies already have is warned about, with links to them, and can still be saved.
 */
export function CompanyForm({ id = null, companiesPath = "/companies", ...actions }: CompanyFormProps) {
  const record = useCompany(id);
  if (id === null) return <CompanyFormBody company={null} companiesPath={companiesPath} {...actions} />;
  if (record.data !== undefined) {
    return <CompanyFormBody key={id} company={record.data} companiesPath={companiesPath} {...actions} />;
  }
  if (record.isError) {
    return (
      <StyledFormStatus>
        <ErrorState
          title="Could not load company"
          message={toastErrorText(record.error)}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      </StyledFormStatus>
    );
  }
  return <CompanyFormSkeleton />;
}

type CompanyFormBodyProps = Omit<CompanyFormProps, "id" | "companiesPath"> & {
  /** The company as loaded, or null when adding one. */
  company: Company | null;
  companiesPath: string;
};

function CompanyFormBody({ company: loaded, onSaved, onCancel, companiesPath }: CompanyFormBodyProps) {
  // What the form started from: a refresh of the company while it is edited must not move the
  // baseline that tells an edited member from an untouched one.
  const [company] = useState(loaded);
  const [initialValues] = useState(() => (company ? companyToDraft(company) : newCompanyDraft()));
  // A company just added is the form's own from then on: its website warns of no duplicate.
  const [addedId, setAddedId] = useState<Id | null>(null);
  const options = useCompanyFormOptions(company);
  const saveCompany = useSaveCompany();
  const { save } = useFormSave<CompanyDraft>({ aliases: COMPANY_FIELD_ALIASES });
  const heading = company ? "Update Company" : "Add Company";

  async function handleSubmit(values: CompanyDraft, helpers: FormikHelpers<CompanyDraft>) {
    const saved = await save(helpers, () =>
      company
        ? saveCompany.mutateAsync({ id: company.id, input: toUpdateInput(values, company) })
        : saveCompany.mutateAsync({ id: null, input: toCreateInput(values) }),
    );
    if (!saved) return;
    if (!company) setAddedId(saved.data.id);
    onSaved?.(saved.data);
  }

  return (
    <StyledFormFrame>
      <Form<CompanyDraft>
        aria-label={heading}
        initialValues={initialValues}
        validationSchema={companySchema}
        onSubmit={handleSubmit}
      >
        <CompanyFields options={options} companyId={company?.id ?? addedId} companiesPath={companiesPath} />
        <MembersField
          mode={company ? "update" : "create"}
          designations={options.designation}
          designationsLoading={options.loading}
        />
        <FormActions frame={StyledActions} onCancel={onCancel} />
      </Form>
    </StyledFormFrame>
  );
}
