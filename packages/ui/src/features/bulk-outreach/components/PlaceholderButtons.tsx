import { EMAIL_TEMPLATE_PLACEHOLDERS } from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { Button } from "../../../primitives/Button";
import type { PlaceholderTarget } from "../types";

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCode = styled.code`
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type PlaceholderButtonsProps = {
  /** The field a press writes into. */
  target: PlaceholderTarget;
  /** Writes the placeholder into the target at its caret. */
  onInsert: (placeholder: string) => void;
};

/**
 * One button per placeholder the server fills for each recipient. A press writes it where the
 * caret was in the subject or the body, whichever the user was in last; the mouse does not take
 * the focus from that field, so its caret stays where it was.
 */
export function PlaceholderButtons({ target, onInsert }: PlaceholderButtonsProps) {
  const labelId = useId();
  return (
    <StyledGroup role="group" aria-labelledby={labelId}>
      <StyledLabel id={labelId}>{`Insert into the ${target}:`}</StyledLabel>
      {EMAIL_TEMPLATE_PLACEHOLDERS.map((placeholder) => (
        <Button
          key={placeholder}
          size="sm"
          variant="ghost"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(placeholder)}
        >
          <StyledCode>{placeholder}</StyledCode>
        </Button>
      ))}
    </StyledGroup>
  );
}
