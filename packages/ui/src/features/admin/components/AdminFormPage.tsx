import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { useNavigate } from "../../../navigation";
import { IconButton } from "../../../primitives/IconButton";
import { StyledHeading } from "./AdminListPage";

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.size.dialogMd};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCard = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export type AdminFormPageProps = {
  /** The page heading, e.g. "Add Practice" or "Update Practice". */
  heading: string;
  /** The list the back arrow returns to, replacing this page in the history. */
  backTo: string;
  /** Accessible name of the back arrow, e.g. "Back to Practice". */
  backLabel: string;
  /** The form, or its loading or error state. */
  children: ReactNode;
};

/** An admin add or update page: a back arrow, the heading and the form in a card. */
export function AdminFormPage({ heading, backTo, backLabel, children }: AdminFormPageProps) {
  const navigate = useNavigate();
  return (
    <StyledPage>
      <StyledHeader>
        <IconButton
          label={backLabel}
          icon={<ArrowLeft aria-hidden="true" />}
          onClick={() => navigate(backTo, { replace: true })}
        />
        <StyledHeading>{heading}</StyledHeading>
      </StyledHeader>
      <StyledCard>{children}</StyledCard>
    </StyledPage>
  );
}
