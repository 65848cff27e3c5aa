import { CircleAlert } from "lucide-react";
import { useId, type LabelHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledLabel = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: ${({ theme }) => theme.font.size.md};
    height: ${({ theme }) => theme.font.size.md};
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/** Ids of a choice field's description and error, and the aria-describedby the control carries. */
export function useChoiceFieldIds(description: ReactNode, error: ReactNode) {
  const descriptionId = useId();
  const errorId = useId();
  const ids = [hasContent(description) && descriptionId, hasContent(error) && errorId].filter(
    (id): id is string => typeof id === "string",
  );
  return {
    descriptionId,
    errorId,
    invalid: hasContent(error),
    describedBy: ids.length > 0 ? ids.join(" ") : undefined,
  };
}

type ChoiceFieldProps = {
  /** From downshift's getLabelProps. */
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  label: ReactNode;
  description: ReactNode;
  error: ReactNode;
  ids: ReturnType<typeof useChoiceFieldIds>;
  disabled: boolean;
  children: ReactNode;
};

/** Label above, description and error below: the layout the select-like controls share. */
export function ChoiceField({
  labelProps,
  label,
  description,
  error,
  ids,
  disabled,
  children,
}: ChoiceFieldProps) {
  return (
    <StyledField>
      <StyledLabel {...labelProps} $disabled={disabled}>
        {label}
      </StyledLabel>
      {children}
      {hasContent(description) && <StyledDescription id={ids.descriptionId}>{description}</StyledDescription>}
      {hasContent(error) && (
        <StyledError id={ids.errorId}>
          <CircleAlert aria-hidden="true" />
          <span>{error}</span>
        </StyledError>
      )}
    </StyledField>
  );
}
