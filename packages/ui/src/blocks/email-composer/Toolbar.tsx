import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useSlate } from "slate-react";
import styled from "styled-components";
import { isListActive, isMarkActive, toggleList, toggleMark } from "./commands";
import { LinkButton } from "./LinkButton";
import { StyledToolButton } from "./ToolButton";
import type { BodyEditor, ListType, MarkName } from "./types";

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

/** A formatting button: whether its formatting applies at the selection, and how it toggles it. */
type Tool = {
  key: string;
  label: string;
  icon: ReactNode;
  isActive: (editor: BodyEditor) => boolean;
  toggle: (editor: BodyEditor) => void;
};

const markTool = (mark: MarkName, label: string, icon: ReactNode): Tool => ({
  key: mark,
  label,
  icon,
  isActive: (editor) => isMarkActive(editor, mark),
  toggle: (editor) => toggleMark(editor, mark),
});

const listTool = (type: ListType, label: string, icon: ReactNode): Tool => ({
  key: type,
  label,
  icon,
  isActive: (editor) => isListActive(editor, type),
  toggle: (editor) => toggleList(editor, type),
});

const MARKS: readonly Tool[] = [
  markTool("bold", "Bold", <Bold />),
  markTool("italic", "Italic", <Italic />),
  markTool("underline", "Underline", <Underline />),
];

const LISTS: readonly Tool[] = [
  listTool("bulleted-list", "Bulleted list", <List />),
  listTool("numbered-list", "Numbered list", <ListOrdered />),
];

/** Keeps the editor's focus and selection when a toolbar button is pressed with the mouse. */
function keepSelection(event: MouseEvent) {
  event.preventDefault();
}

/** A group of formatting buttons, each pressed while its formatting applies at the selection. */
function ToolButtons({ tools, disabled }: { tools: readonly Tool[]; disabled: boolean }) {
  const editor = useSlate();
  return tools.map(({ key, label, icon, isActive, toggle }) => (
    <StyledToolButton
      key={key}
      size="sm"
      label={label}
      icon={icon}
      aria-pressed={isActive(editor)}
      disabled={disabled}
      onMouseDown={keepSelection}
      onClick={() => toggle(editor)}
    />
  ));
}

/** Bold, italic, underline, the two lists and the link, each showing whether it applies here. */
export function BodyToolbar({ controls, disabled }: { controls: string; disabled: boolean }) {
  return (
    <StyledToolbar role="toolbar" aria-label="Formatting" aria-controls={controls}>
      <ToolButtons tools={MARKS} disabled={disabled} />
      <StyledDivider aria-hidden="true" />
      <ToolButtons tools={LISTS} disabled={disabled} />
      <StyledDivider aria-hidden="true" />
      <LinkButton disabled={disabled} />
    </StyledToolbar>
  );
}
