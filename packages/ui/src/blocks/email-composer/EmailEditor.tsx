// The body editor itself (slate), loaded only when a composer is shown: see EmailComposer.
import { EDITOR_FONTS, type EmailFont, TEXT_LIMITS } from "@pipeline/contract";
import { useState, type KeyboardEvent } from "react";
import { createEditor, Editor } from "slate";
import { withHistory } from "slate-history";
import {
  Editable,
  ReactEditor,
  Slate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from "slate-react";
import styled from "styled-components";
import { FieldShell, useFieldControl } from "../../primitives/Field";
import { Select } from "../../primitives/Select";
import { shortcutMark, toggleMark, withBodyRules } from "./commands";
import { FONT_STACKS } from "./fonts";
import { bodyToHtml, htmlToBody } from "./html";
import type { EmailComposerProps } from "./props";
import { BodyToolbar } from "./Toolbar";
import type { BodyBlock, BodyEditor } from "./types";

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;
const FONT_OPTIONS = EDITOR_FONTS.map((font) => ({ value: font, label: font }));
const numbers = new Intl.NumberFormat("en-IN");

const StyledFrame = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme, $disabled }) => ($disabled ? theme.color.surfaceSunken : theme.color.surface)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.primary)};
  }
`;

const StyledEditable = styled(Editable)`
  /* Grows with the text up to half the window, then scrolls. */
  min-height: calc(${({ theme }) => theme.size.controlLg} * 3);
  max-height: 50vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  outline: none;

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.xl};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
`;

// Slate dims its placeholder to a third, too faint to read; it is shown in the muted text colour.
const StyledPlaceholder = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <StyledPlaceholder {...attributes} style={{ ...attributes.style, opacity: 1 }}>
      {children}
    </StyledPlaceholder>
  );
}

const StyledFont = styled.div`
  width: ${({ theme }) => theme.size.toolbarControl};
`;

const StyledCounter = styled.span<{ $over: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.color.danger : theme.color.textMuted)};
`;

function renderElement({ element, attributes, children }: RenderElementProps) {
  switch (element.type) {
    case "bulleted-list":
      return <ul {...attributes}>{children}</ul>;
    case "numbered-list":
      return <ol {...attributes}>{children}</ol>;
    case "list-item":
      return <li {...attributes}>{children}</li>;
    case "link":
      return (
        <a {...attributes} href={element.url}>
          {children}
        </a>
      );
    case "paragraph":
      return <p {...attributes}>{children}</p>;
    default:
      return element satisfies never;
  }
}

function renderLeaf({ leaf, attributes, children }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

function makeEditor(initial: BodyBlock[]): BodyEditor {
  const editor = withBodyRules(withHistory(withReact(createEditor())));
  editor.children = initial;
  Editor.normalize(editor, { force: true });
  return editor;
}

/** The rich-text body with its toolbar, and the font it is written in. */
export function EmailEditor(props: EmailComposerProps) {
  const { value, onChange } = props;
  // `seen`: the body this editor last reported or was given. The same value coming back is not a
  // change; any other value is a new body from outside (the template), and the editor starts
  // again from it.
  const [instance, setInstance] = useState(() => ({ key: 0, html: value, seen: value }));
  if (value !== instance.seen) setInstance({ key: instance.key + 1, html: value, seen: value });
  return (
    <BodyEditorInstance
      key={instance.key}
      {...props}
      initialHtml={instance.html}
      onChange={(html) => {
        setInstance((current) => ({ ...current, seen: html }));
        onChange(html);
      }}
    />
  );
}

function BodyEditorInstance({
  initialHtml,
  value,
  onChange,
  font,
  onFontChange,
  label = "Body",
  error,
  required = false,
  description,
  maxLength = TEXT_LIMITS.emailBody,
  disabled = false,
  onBlur,
  id,
}: EmailComposerProps & { initialHtml: string }) {
  const [editor] = useState(() => makeEditor(htmlToBody(initialHtml)));
  const { ids, invalid, shellProps, describe } = useFieldControl({
    id,
    label,
    description,
    error,
    required,
    disabled,
  });
  const counterId = `${ids.controlId}-counter`;
  const showCounter = value.length >= maxLength * COUNTER_FROM;
  const over = value.length > maxLength;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const mark = shortcutMark(event);
    if (!mark) return;
    event.preventDefault();
    toggleMark(editor, mark);
  }

  return (
    <>
      <StyledFont>
        <Select
          label="Font"
          options={FONT_OPTIONS}
          value={font}
          onChange={(next) => {
            if (next) onFontChange(next as EmailFont);
          }}
          disabled={disabled}
        />
      </StyledFont>
      <FieldShell
        {...shellProps}
        labelProps={{ onClick: () => ReactEditor.focus(editor) }}
        aside={
          showCounter ? (
            <StyledCounter id={counterId} aria-live="polite" $over={over}>
              {`${numbers.format(value.length)} / ${numbers.format(maxLength)}`}
            </StyledCounter>
          ) : null
        }
      >
        <Slate
          editor={editor}
          initialValue={editor.children}
          onValueChange={(next) => onChange(bodyToHtml(next as BodyBlock[]))}
        >
          <StyledFrame $invalid={invalid} $disabled={disabled}>
            <BodyToolbar controls={ids.controlId} disabled={disabled} />
            <StyledEditable
              id={ids.controlId}
              role="textbox"
              aria-multiline="true"
              aria-labelledby={ids.labelId}
              aria-describedby={describe(showCounter && counterId)}
              aria-invalid={invalid || undefined}
              aria-required={required || undefined}
              readOnly={disabled}
              placeholder="Write the e-mail"
              renderElement={renderElement}
              renderLeaf={renderLeaf}
              renderPlaceholder={renderPlaceholder}
              onKeyDown={handleKeyDown}
              onBlur={onBlur}
              // Slate sizes an empty body to its placeholder; the body keeps its own minimum height.
              style={{ fontFamily: FONT_STACKS[font], minHeight: undefined }}
            />
          </StyledFrame>
        </Slate>
      </FieldShell>
    </>
  );
}
