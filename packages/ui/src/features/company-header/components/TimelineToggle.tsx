import { ChevronsDownUp, ChevronsUpDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { focusRing } from "../../../theme/focusRing";
import type { TimelineMode } from "../types";

const StyledGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledSegments = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  gap: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledSegment = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: calc(${({ theme }) => theme.size.controlMd} - 2 * ${({ theme }) => theme.space.xxs});
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-pressed="true"] {
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primary};
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  ${focusRing}
`;

const MODES: ReadonlyArray<{ mode: TimelineMode; label: string; icon: ReactNode }> = [
  { mode: "collapsed", label: "Collapsed", icon: <ChevronsDownUp aria-hidden="true" /> },
  { mode: "expanded", label: "Expanded", icon: <ChevronsUpDown aria-hidden="true" /> },
];

export type TimelineToggleProps = {
  /** The view shown now. */
  value: TimelineMode;
  /** Called with the other view when the user picks it. */
  onChange: (mode: TimelineMode) => void;
};

/** Two pressed-or-not buttons, named together as Timeline, that switch the journey's view. */
export function TimelineToggle({ value, onChange }: TimelineToggleProps) {
  const labelId = useId();
  return (
    <StyledGroup role="group" aria-labelledby={labelId}>
      <StyledLabel id={labelId}>Timeline</StyledLabel>
      <StyledSegments>
        {MODES.map(({ mode, label, icon }) => (
          <StyledSegment
            key={mode}
            type="button"
            aria-pressed={value === mode}
            onClick={() => {
              if (value !== mode) onChange(mode);
            }}
          >
            {icon}
            {label}
          </StyledSegment>
        ))}
      </StyledSegments>
    </StyledGroup>
  );
}
