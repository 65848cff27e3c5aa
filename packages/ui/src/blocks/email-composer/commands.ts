// What the toolbar and the shortcuts do to the body: marks, lists and links.
import { Editor, Element, Range, Transforms, type BaseRange } from "slate";
import { htmlToBody } from "./html";
import type { BodyEditor, LinkElement, ListType, MarkName } from "./types";

export function isMarkActive(editor: BodyEditor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: BodyEditor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isList = (node: unknown): boolean =>
  Element.isElement(node) && (node.type === "bulleted-list" || node.type === "numbered-list");

export function isListActive(editor: BodyEditor, type: ListType): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && node.type === type,
  });
  return match !== undefined;
}

/** Turns the chosen paragraphs into items of a list of `type`, or back into paragraphs. */
export function toggleList(editor: BodyEditor, type: ListType): void {
  const active = isListActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(
      editor,
      { type: active ? "paragraph" : "list-item" },
      {
        match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && !isList(node),
      },
    );
    if (!active) Transforms.wrapNodes(editor, { type, children: [] });
  });
}

/** The link around the selection, with where it is. */
export function activeLink(editor: BodyEditor, at: BaseRange | null = editor.selection) {
  if (!at) return undefined;
  const [match] = Editor.nodes<LinkElement>(editor, {
    at,
    match: (node): node is LinkElement => Element.isElement(node) && node.type === "link",
  });
  return match;
}

/**
 * Points the link at the selection to `url`, or makes the selected text a link; with nothing
 * selected the address itself is inserted as the link's text.
 */
export function setLink(editor: BodyEditor, url: string, at: BaseRange | null): void {
  if (at) Transforms.select(editor, at);
  const existing = activeLink(editor);
  if (existing) {
    Transforms.setNodes(editor, { url }, { at: existing[1] });
    return;
  }
  const selection = editor.selection;
  if (!selection || Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: "link", url, children: [{ text: url }] });
    return;
  }
  Transforms.wrapNodes(editor, { type: "link", url, children: [] }, { split: true });
  Transforms.collapse(editor, { edge: "end" });
}

/** Takes the link off the text at the selection; the text stays. */
export function removeLink(editor: BodyEditor, at: BaseRange | null): void {
  const existing = activeLink(editor, at);
  if (!existing) return;
  Transforms.unwrapNodes(editor, { at: existing[1] });
}

/** Links are inline; HTML pasted in (from a template, a mail, a page) keeps its formatting. */
export function withBodyRules(editor: BodyEditor): BodyEditor {
  const { isInline, insertData } = editor;
  editor.isInline = (element) => element.type === "link" || isInline(element);
  editor.insertData = (data) => {
    const html = data.getData("text/html");
    if (html) {
      Transforms.insertFragment(editor, htmlToBody(html));
      return;
    }
    insertData(data);
  };
  return editor;
}

const SHORTCUTS: Record<string, MarkName> = { b: "bold", i: "italic", u: "underline" };

/** The mark Ctrl+B, I or U (Cmd on a Mac) asks for, or undefined for any other key. */
export function shortcutMark(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): MarkName | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return SHORTCUTS[event.key.toLowerCase()];
}
