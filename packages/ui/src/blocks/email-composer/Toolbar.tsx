import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useSlate } from "slate-react";
import styled from "styled-components";
import { isListActive, isMarkActive, toggleList, toggleMark } from "./commands";
import { LinkButton } from "./LinkButton";
import { StyledToolButton } from "./ToolButton";
import type { ListType, MarkName } from "./types";

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
`;

const StyledDivider = styled.span`
  align-self: stretch;
  width: ${({ theme }) => theme.size.border};
  margin: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.border};
`;

const MARKS: ReadonlyArray<{ mark: MarkName; label: string; icon: ReactNode }> = [
  { mark: "bold", label: "Bold", icon: <Bold /> },
  { mark: "italic", label: "Italic", icon: <Italic /> },
  { mark: "underline", label: "Underline", icon: <Underline /> },
];

const LISTS: ReadonlyArray<{ type: ListType; label: string; icon: ReactNode }> = [
  { type: "bulleted-list", label: "Bulleted list", icon: <List /> },
  { type: "numbered-list", label: "Numbered list", icon: <ListOrdered /> },
];

/** Keeps the editor's focus and selection when a toolbar button is pressed with the mouse. */
function keepSelection(event: MouseEvent) {
  event.preventDefault();
}

/** Bold, italic, underline, the two lists and the link, each showing whether it applies here. */
export function BodyToolbar({ controls, disabled }: { controls: string; disabled: boolean }) {
  const editor = useSlate();
  return (
    <StyledToolbar role="toolbar" aria-label="Formatting" aria-controls={controls}>
      {MARKS.map(({ mark, label, icon }) => (
        <StyledToolButton
          key={mark}
          size="sm"
          label={label}
          icon={icon}
          aria-pressed={isMarkActive(editor, mark)}
          disabled={disabled}
          onMouseDown={keepSelection}
          onClick={() => toggleMark(editor, mark)}
        />
      ))}
      <StyledDivider aria-hidden="true" />
      {LISTS.map(({ type, label, icon }) => (
        <StyledToolButton
          key={type}
          size="sm"
          label={label}
          icon={icon}
          aria-pressed={isListActive(editor, type)}
          disabled={disabled}
          onMouseDown={keepSelection}
          onClick={() => toggleList(editor, type)}
        />
      ))}
      <StyledDivider aria-hidden="true" />
      <LinkButton disabled={disabled} />
    </StyledToolbar>
  );
}
