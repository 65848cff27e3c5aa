import { useId } from "react";
import styled, { css, keyframes, type DefaultTheme } from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden";

export type ProgressTone = "primary" | "success" | "danger" | "warning";

function toneColor(theme: DefaultTheme, tone: ProgressTone): string {
  switch (tone) {
    case "primary":
      return theme.color.primary;
    case "success":
      return theme.color.success;
    case "danger":
      return theme.color.danger;
    case "warning":
      return theme.color.warning;
    default:
      return tone satisfies never;
  }
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

const StyledValue = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

const StyledTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(300%); }
`;

// Without motion an indeterminate bar is striped across its whole track, so it never looks complete.
const indeterminate = css<{ $tone: ProgressTone }>`
  width: calc(100% / 3);
  animation: ${slide} calc(${({ theme }) => theme.motion.normal} * 6) ${({ theme }) => theme.motion.easing}
    infinite;

  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    background: repeating-linear-gradient(
      -45deg,
      ${({ theme, $tone }) => toneColor(theme, $tone)} 0 ${({ theme }) => theme.space.xs},
      ${({ theme }) => theme.color.border} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}
    );
  }
`;

const StyledFill = styled.div<{ $tone: ProgressTone; $percent: number | null }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => toneColor(theme, $tone)};
  ${({ $percent }) =>
    $percent === null
      ? indeterminate
      : css`
          width: ${$percent}%;
          transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
        `}
`;

export type ProgressBarProps = {
  /** What is in progress, e.g. "Uploading"; it also names the bar for screen readers. */
  label: string;
  /** Keeps the label for screen readers only. Default: false. */
  hideLabel?: boolean;
  /** How far along, from `min` to `max`; leave it out while that is unknown (indeterminate). Default: none. */
  value?: number;
  /** The value at the start. Default: 0. */
  min?: number;
  /** The value at the end. Default: 100. */
  max?: number;
  /** Shows the percentage done beside the label. Default: false. */
  showValue?: boolean;
  /** Colour of the filled part. Default: "primary". */
  tone?: ProgressTone;
};

/** How far a task such as an upload has got, or that it is under way when that is unknown. */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  min = 0,
  max = 100,
  showValue = false,
  tone = "primary",
}: ProgressBarProps) {
  const labelId = useId();
  const now = value === undefined ? undefined : Math.min(max, Math.max(min, value));
  const percent = now === undefined ? null : max > min ? Math.round(((now - min) / (max - min)) * 100) : 0;
  const Label = hideLabel ? VisuallyHidden : "span";

  return (
    <StyledProgress>
      <StyledHeader>
        <Label id={labelId}>{label}</Label>
        {/* Screen readers read the percentage from the bar's own values. */}
        {showValue && percent !== null && <StyledValue aria-hidden="true">{percent}%</StyledValue>}
      </StyledHeader>
      <StyledTrack
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={now}
      >
        <StyledFill $tone={tone} $percent={percent} />
      </StyledTrack>
    </StyledProgress>
  );
}
