import { CircleAlert, RotateCw } from "lucide-react";
import styled from "styled-components";
import { focusRing } from "../../theme/focusRing";
import { StyledStatePanel, StyledStateTitle } from "../EmptyState/StatePanel";

const StyledIcon = styled(CircleAlert)`
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledMessage = styled.p`
  max-width: ${({ theme }) => theme.size.dialogSm};
  margin: 0;
`;

const StyledRetry = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.controlMd};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.rowHover};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: progress;
  }

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  ${focusRing}
`;

export type ErrorStateProps = {
  /** The error text, already chosen by the contract's error-text rule. */
  message: string;
  /** A headline above the message. Default: "Something went wrong". */
  title?: string;
  /** Shows a Retry button that calls this. Default: none (no button). */
  onRetry?: () => void;
  /** Disables the Retry button while a retry is under way. Default: false. */
  retrying?: boolean;
};

/** What a list or panel shows in place of its content when loading it failed. */
export function ErrorState({
  message,
  title = "Something went wrong",
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <StyledStatePanel role="alert">
      <StyledIcon aria-hidden="true" />
      <StyledStateTitle>{title}</StyledStateTitle>
      <StyledMessage>{message}</StyledMessage>
      {onRetry && (
        <StyledRetry type="button" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          {retrying ? "Retrying…" : "Retry"}
        </StyledRetry>
      )}
    </StyledStatePanel>
  );
}
