import { Check, X } from "lucide-react";
import styled from "styled-components";

const StyledMark = styled.span<{ $active: boolean }>`
  display: inline-flex;
  color: ${({ theme, $active }) => ($active ? theme.color.success : theme.color.danger)};

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
  }
`;

export type ActiveIconProps = {
  /** Whether the record is active: a tick, else a cross. */
  active: boolean;
};

/** The Active column of the admin tables: a tick or a cross, named "Active" or "Inactive". */
export function ActiveIcon({ active }: ActiveIconProps) {
  return (
    <StyledMark $active={active} role="img" aria-label={active ? "Active" : "Inactive"}>
      {active ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
    </StyledMark>
  );
}
