import { acceptAttribute, checkFile, type FileRule } from "@pipeline/contract";
import { CloudUpload, FileText, X } from "lucide-react";
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../Button";
import { FieldShell, hasContent, useFieldIds } from "../Field";
import { IconButton } from "../IconButton";

type FileFieldCommon = {
  /** Legend of the field; the group's accessible name. */
  label: ReactNode;
  /** The contract's upload rule (FILE_RULES.x): accepted types, byte limit and rejection messages. */
  rule: FileRule;
  /** Help text under the label. Default: none. */
  description?: ReactNode;
  /** Error from the form, such as a missing file; a rejected file's own message takes its place. Default: none. */
  error?: ReactNode;
  /** Required marker after the label. Default: false. */
  required?: boolean;
  /** Turns the drop area and buttons off. Default: false. */
  disabled?: boolean;
  /** Text of the button that opens the file picker. Default: "Choose file" ("Choose files" when multiple). */
  buttonLabel?: string;
  /** Native name of the hidden file input. Default: none. */
  name?: string;
  /** Id of the group. Default: a generated one. */
  id?: string;
  /** Called when focus leaves the choose button, so a form can mark the field touched. Default: none. */
  onBlur?: () => void;
  /** Class name of the whole field, so it can be placed with styled(). Default: none. */
  className?: string;
};

type SingleFile = {
  /** One file at a time: a new pick replaces the chosen one. Default: false. */
  multiple?: false;
  /** The chosen file, or null (controlled). Default: uncontrolled. */
  value?: File | null;
  /** The starting file when uncontrolled. Default: null. */
  defaultValue?: File | null;
  /** Called with the chosen file, or null once it is removed. Default: none. */
  onChange?: (file: File | null) => void;
};

type MultipleFiles = {
  /** Several files: picks and drops add to the list. */
  multiple: true;
  /** The chosen files (controlled). Default: uncontrolled. */
  value?: readonly File[];
  /** The starting files when uncontrolled. Default: []. */
  defaultValue?: readonly File[];
  /** Called with the whole list after every addition or removal. Default: none. */
  onChange?: (files: File[]) => void;
};

export type FileFieldProps = FileFieldCommon & (SingleFile | MultipleFiles);

const sizeFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });
const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** A byte count as people read it: "820 B", "1.5 MB". */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(size)} ${UNITS[unit] ?? "B"}`;
}

function asList(value: File | null | undefined | readonly File[]): File[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as File];
}

const StyledDropzone = styled.div<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme, $dragging, $disabled }) =>
    $disabled ? theme.color.surfaceSunken : $dragging ? theme.color.primarySoft : theme.color.surface};
  border: ${({ theme }) => theme.size.border} dashed
    ${({ theme, $dragging, $invalid }) =>
      $dragging ? theme.color.primary : $invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  transition: background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  > svg {
    width: ${({ theme }) => theme.size.controlSm};
    height: ${({ theme }) => theme.size.controlSm};
  }
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};

  > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSize = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A drop area with a "Choose file" button. Files the contract's rule rejects are not kept: the
 * rule's own message is shown instead, the same words the server would answer with.
 */
export function FileField(props: FileFieldProps) {
  const { label, rule, description, error, required = false, disabled = false, name, id, onBlur } = props;
  const multiple = props.multiple === true;
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [uncontrolled, setUncontrolled] = useState<File[]>(() => asList(props.defaultValue));
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const files = props.value === undefined ? uncontrolled : asList(props.value);
  const shownError = rejection ?? error;

  function update(next: File[]) {
    setUncontrolled(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  }

  function add(picked: readonly File[]) {
    if (picked.length === 0) return;
    const accepted = picked.filter((file) => checkFile(file, rule) === null);
    const firstRejected = picked.find((file) => checkFile(file, rule) !== null);
    setRejection(firstRejected ? checkFile(firstRejected, rule) : null);
    if (accepted.length === 0) return;
    update(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
  }

  function remove(index: number) {
    setRejection(null);
    update(files.filter((_, position) => position !== index));
    buttonRef.current?.focus();
  }

  function handleInputChange(event: ChangeEvent<HTMLInputElement>) {
    add([...(event.target.files ?? [])]);
    // Cleared so that picking the same file again still reports a change.
    event.target.value = "";
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    add(multiple ? dropped : dropped.slice(0, 1));
  }

  return (
    <FieldShell
      ids={ids}
      kind="group"
      label={label}
      description={description}
      error={shownError}
      liveError={rejection !== null}
      required={required}
      disabled={disabled}
      className={props.className}
    >
      <StyledDropzone
        $dragging={dragging}
        $invalid={hasContent(shownError)}
        $disabled={disabled}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <CloudUpload aria-hidden="true" />
        <span>{multiple ? "Drag files here, or" : "Drag a file here, or"}</span>
        <Button
          ref={buttonRef}
          size="sm"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          onBlur={onBlur}
        >
          {props.buttonLabel ?? (multiple ? "Choose files" : "Choose file")}
        </Button>
        <StyledHint>Allowed: {rule.extensions.join(", ")}</StyledHint>
        <input
          ref={inputRef}
          type="file"
          hidden
          name={name}
          accept={acceptAttribute(rule)}
          multiple={multiple}
          disabled={disabled}
          onChange={handleInputChange}
        />
      </StyledDropzone>
      {files.length > 0 ? (
        <StyledList aria-label={multiple ? "Chosen files" : "Chosen file"}>
          {files.map((file, index) => (
            <StyledItem key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <FileText aria-hidden="true" />
              <StyledName title={file.name}>{file.name}</StyledName>
              <StyledSize>{formatFileSize(file.size)}</StyledSize>
              <IconButton
                size="sm"
                icon={<X />}
                label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => remove(index)}
              />
            </StyledItem>
          ))}
        </StyledList>
      ) : null}
    </FieldShell>
  );
}
