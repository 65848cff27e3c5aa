import type { Company, Id } from "@pipeline/contract";
import styled from "styled-components";
import { Drawer } from "../../primitives/Drawer";
import { CompanyForm, type CompanyFormAdapter } from "./CompanyForm";

// The drawer's body pads its bottom by space.lg; the form's sticky actions cover that padding.
const StyledBody = styled.div`
  --company-form-sticky-inset: ${({ theme }) => theme.space.lg};
`;

/** What UpdateCompanyDrawer reads and writes through the adapter: its form's. */
export type UpdateCompanyDrawerAdapter = CompanyFormAdapter;

export type UpdateCompanyDrawerProps = {
  /** The company to update. */
  companyId: Id;
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called when the drawer should close: the close button, Escape, Cancel or a save. */
  onClose: () => void;
  /** Called with the saved company, before the drawer closes. Default: none. */
  onSaved?: (company: Company) => void;
  /** Where company pages live, for the links of the website's warning. Default: "/companies". */
  companiesPath?: string;
};

/**
 * The company form in a side drawer titled Update Company. A press beside the drawer does not
 * close it, so a half-edited company is not lost by a stray click.
 */
export function UpdateCompanyDrawer({
  companyId,
  open,
  onClose,
  onSaved,
  companiesPath,
}: UpdateCompanyDrawerProps) {
  return (
    <Drawer
      title="Update Company"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      <StyledBody>
        <CompanyForm
          id={companyId}
          companiesPath={companiesPath}
          onSaved={(company) => {
            onSaved?.(company);
            onClose();
          }}
          onCancel={onClose}
        />
      </StyledBody>
    </Drawer>
  );
}
