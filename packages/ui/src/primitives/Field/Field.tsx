// The one label / description / error layout every form control shares, so all fields look and
// announce alike: the label names the control, description and error describe it.
import { CircleAlert } from "lucide-react";
import { useId, type LabelHTMLAttributes, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { StyledChoiceMessages, StyledRequiredMarker } from "./Choice";

export type FieldIds = {
  /** Id of the control the label points at, or of the fieldset of a group. */
  controlId: string;
  labelId: string;
  descriptionId: string;
  errorId: string;
};

/** Stable ids for a field's parts; `id` overrides the control's own id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return {
    controlId: base,
    labelId: `${base}-label`,
    descriptionId: `${base}-description`,
    errorId: `${base}-error`,
  };
}

/** Whether a label, description or error prop holds something to show. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== "";
}

/** The aria-describedby value for the parts a field is showing, or undefined when none is. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return present.length > 0 ? present.join(" ") : undefined;
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const labelText = css<{ $disabled: boolean }>`
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
`;

const StyledLabel = styled.label<{ $disabled: boolean }>`
  ${labelText}
`;

const StyledLegend = styled.legend<{ $disabled: boolean }>`
  ${labelText}
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledAside = styled.div`
  flex: none;
  margin-left: auto;
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

export type FieldDescriptionProps = {
  /** Id the control's aria-describedby points at. */
  id: string;
  /** Help text under the label; nothing is rendered when empty. Default: none. */
  children?: ReactNode;
};

/** Muted help text, for controls that lay out their own label (checkbox, switch). */
export function FieldDescription({ id, children }: FieldDescriptionProps) {
  if (!hasContent(children)) return null;
  return <StyledDescription id={id}>{children}</StyledDescription>;
}

export type FieldErrorProps = {
  /** Id the control's aria-describedby points at. */
  id: string;
  /** Announce the message as soon as it appears, for errors that follow no focus change. Default: false. */
  live?: boolean;
  /** The message; nothing is rendered when empty. Default: none. */
  children?: ReactNode;
};

/** Marks a field's error message, for a form to find the first one that has no field of its own. */
export const FIELD_ERROR_ATTRIBUTE = "data-field-error";

/** A field's error message with its icon. */
export function FieldError({ id, live = false, children }: FieldErrorProps) {
  if (!hasContent(children)) return null;
  return (
    <StyledError id={id} role={live ? "alert" : undefined} {...{ [FIELD_ERROR_ATTRIBUTE]: "" }}>
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </StyledError>
  );
}

export type ChoiceMessagesProps = {
  ids: FieldIds;
  description?: ReactNode;
  error?: ReactNode;
};

/** The description and error under the label of a checkbox or switch, when it has either. */
export function ChoiceMessages({ ids, description, error }: ChoiceMessagesProps) {
  if (!hasContent(description) && !hasContent(error)) return null;
  return (
    <StyledChoiceMessages>
      <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </StyledChoiceMessages>
  );
}

export type FieldShellProps = {
  /** Ids from useFieldIds, shared with the control. */
  ids: FieldIds;
  /** Visible label naming the control. */
  label: ReactNode;
  /** Help text, placed by descriptionPlacement. Default: none. */
  description?: ReactNode;
  /** Error message under the control. Default: none. */
  error?: ReactNode;
  /** Announce the error as soon as it appears (for errors not caused by leaving the field). Default: false. */
  liveError?: boolean;
  /** Shows the required marker after the label. Default: false. */
  required?: boolean;
  /** Mutes the label. Default: false. */
  disabled?: boolean;
  /** "label" points a label at one control; "group" wraps several in a fieldset with a legend. Default: "label". */
  kind?: "label" | "group";
  /** Extra content at the end of the message row, such as a character counter. Default: none. */
  aside?: ReactNode;
  /** Help text under the label, or under the control as select-like controls show it. Default: "label". */
  descriptionPlacement?: "label" | "control";
  /** More props for the label, for controls whose keyboard library wires the label itself. Default: none. */
  labelProps?: LabelHTMLAttributes<HTMLLabelElement>;
  /** Class name, so the shell can be restyled with styled(). Default: none. */
  className?: string;
  /** The control. */
  children: ReactNode;
};

export type FieldControlOptions = Omit<FieldShellProps, "ids" | "children"> & {
  /** The control's own id. Default: a generated one. */
  id?: string;
};

/**
 * What a field's control shares with its shell: the ids, whether the field is invalid, the
 * FieldShell props, and the control's aria-describedby, naming the description and error it shows
 * and then any more ids.
 */
export function useFieldControl({ id, ...shell }: FieldControlOptions) {
  const ids = useFieldIds(id);
  const invalid = hasContent(shell.error);
  return {
    ids,
    invalid,
    shellProps: { ids, ...shell },
    describe: (...more: Array<string | false | null | undefined>) =>
      describedBy(hasContent(shell.description) && ids.descriptionId, invalid && ids.errorId, ...more),
  };
}

/** Label, description, control, then error: the frame of every field. */
export function FieldShell({
  ids,
  label,
  description,
  error,
  liveError = false,
  required = false,
  disabled = false,
  kind = "label",
  aside,
  descriptionPlacement = "label",
  labelProps,
  className,
  children,
}: FieldShellProps) {
  const marker = required ? <StyledRequiredMarker aria-hidden="true">*</StyledRequiredMarker> : null;
  const help = <FieldDescription id={ids.descriptionId}>{description}</FieldDescription>;
  const body = (
    <>
      {descriptionPlacement === "label" ? help : null}
      {children}
      {descriptionPlacement === "control" ? help : null}
      {hasContent(error) || aside ? (
        <StyledFooter>
          <FieldError id={ids.errorId} live={liveError}>
            {error}
          </FieldError>
          {aside ? <StyledAside>{aside}</StyledAside> : null}
        </StyledFooter>
      ) : null}
    </>
  );

  if (kind === "group") {
    return (
      <StyledFieldset
        id={ids.controlId}
        className={className}
        disabled={disabled}
        aria-describedby={describedBy(
          hasContent(description) && ids.descriptionId,
          hasContent(error) && ids.errorId,
        )}
      >
        <StyledLegend id={ids.labelId} $disabled={disabled}>
          {label}
          {marker}
        </StyledLegend>
        {body}
      </StyledFieldset>
    );
  }

  return (
    <StyledField className={className}>
      <StyledLabel id={ids.labelId} htmlFor={ids.controlId} {...labelProps} $disabled={disabled}>
        {label}
        {marker}
      </StyledLabel>
      {body}
    </StyledField>
  );
}
