import { ArrowLeft } from "lucide-react";
import styled from "styled-components";
import { useNavigate } from "../../navigation";
import { IconButton } from "../../primitives/IconButton";
import { CompanyForm, type CompanyFormAdapter } from "./CompanyForm";
import { PageHeading } from "../../blocks/page-layout";

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.dialogLg};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** What AddCompanyScreen reads and writes through the adapter: its form's. */
export type AddCompanyScreenAdapter = CompanyFormAdapter;

export type AddCompanyScreenProps = {
  /**
   * The companies list: the back arrow, Cancel and a save return to it, and the website's warning
   * links the companies under it. Default: "/companies".
   */
  basePath?: string;
};

/** The Add Company page: a back arrow, the heading and the company form in a card. */
export function AddCompanyScreen({ basePath = "/companies" }: AddCompanyScreenProps) {
  const navigate = useNavigate();
  // The list replaces this page in the history, so Back does not reopen a form already saved.
  const backToList = () => navigate(basePath, { replace: true });
  return (
    <StyledPage>
      <StyledHeader>
        <IconButton label="Back to Companies" icon={<ArrowLeft aria-hidden="true" />} onClick={backToList} />
        <PageHeading>Add Company</PageHeading>
      </StyledHeader>
      <StyledCard>
        <CompanyForm onSaved={backToList} onCancel={backToList} companiesPath={basePath} />
      </StyledCard>
    </StyledPage>
  );
}
