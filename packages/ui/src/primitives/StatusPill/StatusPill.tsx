import type { ReactNode } from "react";
import styled, { type DefaultTheme } from "styled-components";
import type { StatusTone } from "./statusTones";

function toneColors(theme: DefaultTheme, tone: StatusTone): { text: string; background: string } {
  const { color } = theme;
  switch (tone) {
    case "neutral":
      return { text: color.textMuted, background: color.surfaceSunken };
    case "success":
      return { text: color.success, background: color.successSoft };
    case "danger":
      return { text: color.danger, background: color.dangerSoft };
    case "warning":
      return { text: color.warning, background: color.warningSoft };
    case "caution":
      return { text: color.caution, background: color.cautionSoft };
    case "info":
      return { text: color.info, background: color.infoSoft };
    case "olive":
      return { text: color.olive, background: color.oliveSoft };
    default:
      return tone satisfies never;
  }
}

const StyledPill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).background};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  vertical-align: middle;
  /* Wraps between words ("Not / Opened"), never inside one. */
  overflow-wrap: break-word;

  /* The dot shows the tone at full strength: thin text and close soft backgrounds alone are hard to tell apart. */
  &::before {
    content: "";
    flex: none;
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
  }
`;

export type StatusPillProps = {
  /** The colour role; pick it with a helper such as `importTone`. Default: "neutral". */
  tone?: StatusTone;
  /** The status as the user reads it. */
  children: ReactNode;
};

/**
 * The pill's words: where the pill may not wrap (a table's one-line cell) and is too narrow, they end
 * in an ellipsis, which the table reads to size the column and to show the whole status in its
 * tooltip, rather than being cut off at the pill's edge.
 */
const StyledWords = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** A status shown as coloured text on a soft background, e.g. an import's "Completed With Errors". */
export function StatusPill({ tone = "neutral", children }: StatusPillProps) {
  return (
    <StyledPill $tone={tone}>
      <StyledWords>{children}</StyledWords>
    </StyledPill>
  );
}
