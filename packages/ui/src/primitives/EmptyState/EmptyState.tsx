import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { StyledStatePanel, StyledStateTitle } from "./StatePanel";

const StyledIcon = styled.span`
  display: inline-flex;
  margin-bottom: ${({ theme }) => theme.space.xs};

  svg {
    width: ${({ theme }) => theme.space.xxl};
    height: ${({ theme }) => theme.space.xxl};
  }
`;

const StyledDescription = styled.div`
  max-width: ${({ theme }) => theme.size.dialogSm};
  font-size: ${({ theme }) => theme.font.size.md};

  p {
    margin: 0;
  }
`;

const StyledAction = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export type EmptyStateProps = {
  /** What there is none of, e.g. "No companies in this stage". */
  title: string;
  /** A sentence on why it is empty or what to do next. Default: none. */
  description?: ReactNode;
  /** An illustration above the title; decorative, so hidden from screen readers. Default: an inbox icon. */
  icon?: ReactNode;
  /** A control that fills the gap, e.g. an Add button. Default: none. */
  action?: ReactNode;
};

/** What a list, column or panel shows when it has nothing in it. */
export function EmptyState({ title, description, icon = <Inbox />, action }: EmptyStateProps) {
  return (
    <StyledStatePanel>
      <StyledIcon aria-hidden="true">{icon}</StyledIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {description !== undefined && <StyledDescription>{description}</StyledDescription>}
      {action !== undefined && <StyledAction>{action}</StyledAction>}
    </StyledStatePanel>
  );
}
