import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { VisuallyHidden } from "../VisuallyHidden";

export type BadgeTone = "neutral" | "primary" | "success" | "danger" | "warning" | "info";

const toneStyle = (tone: BadgeTone) => {
  switch (tone) {
    case "neutral":
      return css`
        background: ${({ theme }) => theme.color.surfaceSunken};
        color: ${({ theme }) => theme.color.text};
        border-color: ${({ theme }) => theme.color.border};
      `;
    case "primary":
      return css`
        background: ${({ theme }) => theme.color.primary};
        border-color: ${({ theme }) => theme.color.primary};
        color: ${({ theme }) => theme.color.onPrimary};
      `;
    case "success":
      return css`
        background: ${({ theme }) => theme.color.success};
        border-color: ${({ theme }) => theme.color.success};
        color: ${({ theme }) => theme.color.textInverse};
      `;
    case "danger":
      return css`
        background: ${({ theme }) => theme.color.danger};
        border-color: ${({ theme }) => theme.color.danger};
        color: ${({ theme }) => theme.color.onDanger};
      `;
    case "warning":
      return css`
        background: ${({ theme }) => theme.color.warning};
        border-color: ${({ theme }) => theme.color.warning};
        color: ${({ theme }) => theme.color.textInverse};
      `;
    case "info":
      return css`
        background: ${({ theme }) => theme.color.info};
        border-color: ${({ theme }) => theme.color.info};
        color: ${({ theme }) => theme.color.textInverse};
      `;
    default:
      return tone satisfies never;
  }
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  /* As wide as it is tall, so a single digit sits in a circle. */
  min-width: ${({ theme }) => theme.size.iconLg};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  ${({ $tone }) => toneStyle($tone)}
`;

export type BadgeProps = {
  /** A number to show, capped at `max`; it replaces `children`. Default: none. */
  count?: number;
  /** The largest count shown as is; above it the badge reads "99+". Default: 99. */
  max?: number;
  /** A short label shown when there is no `count`. Default: none. */
  children?: ReactNode;
  /** What screen readers hear instead of the visible text, e.g. "3 unread comments". Default: the visible text. */
  label?: string;
  /** Colour role. Default: "neutral". */
  tone?: BadgeTone;
};

/** A small count or label set beside something else, e.g. the number of companies in a column. */
export function Badge({ count, max = 99, children, label, tone = "neutral" }: BadgeProps) {
  const visible = count === undefined ? children : count > max ? `${max}+` : String(count);
  if (label === undefined) return <StyledBadge $tone={tone}>{visible}</StyledBadge>;
  return (
    <StyledBadge $tone={tone}>
      <span aria-hidden="true">{visible}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledBadge>
  );
}
