import { createEditor, Editor, Transforms } from "slate";
import { withHistory } from "slate-history";
import { withReact } from "slate-react";
import { describe, expect, it } from "vitest";
import {
  removeLink,
  setLink,
  shortcutMark,
  toggleList,
  toggleMark,
  withBodyRules,
} from "../../../src/blocks/email-composer/commands";
import { bodyToHtml, htmlToBody } from "../../../src/blocks/email-composer/html";
import { isAllowedLink } from "../../../src/blocks/email-composer/links";
import type { BodyBlock, BodyEditor } from "../../../src/blocks/email-composer/types";

/** An editor holding this HTML, as the composer makes one. */
function editorWith(html: string): BodyEditor {
  const editor = withBodyRules(withHistory(withReact(createEditor())));
  editor.children = htmlToBody(html);
  Editor.normalize(editor, { force: true });
  return editor;
}

function html(editor: BodyEditor): string {
  return bodyToHtml(editor.children as BodyBlock[]);
}

/** Selects `word` in the first paragraph. */
function selectWord(editor: BodyEditor, word: string, block = 0) {
  const text = Editor.string(editor, [block]);
  const offset = text.indexOf(word);
  Transforms.select(editor, {
    anchor: { path: [block, 0], offset },
    focus: { path: [block, 0], offset: offset + word.length },
  });
}

describe("the e-mail body's HTML", () => {
  it("marks the selected words bold, italic and underlined", () => {
    const editor = editorWith("<p>Hello Arjun and team</p>");
    selectWord(editor, "Arjun");
    toggleMark(editor, "bold");
    expect(html(editor)).toBe("<p>Hello <strong>Arjun</strong> and team</p>");
    toggleMark(editor, "italic");
    toggleMark(editor, "underline");
    expect(html(editor)).toBe("<p>Hello <strong><em><u>Arjun</u></em></strong> and team</p>");
    toggleMark(editor, "bold");
    expect(html(editor)).toBe("<p>Hello <em><u>Arjun</u></em> and team</p>");
  });

  it("turns paragraphs into a bulleted or numbered list and back", () => {
    const editor = editorWith("<p>First</p><p>Second</p>");
    Transforms.select(editor, { anchor: Editor.start(editor, [0]), focus: Editor.end(editor, [1]) });
    toggleList(editor, "bulleted-list");
    expect(html(editor)).toBe("<ul><li>First</li><li>Second</li></ul>");
    toggleList(editor, "numbered-list");
    expect(html(editor)).toBe("<ol><li>First</li><li>Second</li></ol>");
    toggleList(editor, "numbered-list");
    expect(html(editor)).toBe("<p>First</p><p>Second</p>");
  });

  it("sends no empty bullet: an item left empty is dropped, and a list with nothing in it", () => {
    const editor = editorWith("<ul><li>First</li></ul><p>After</p>");
    // Enter at the end of the last item starts a new, empty one.
    Transforms.select(editor, Editor.end(editor, [0]));
    editor.insertBreak();
    expect(editor.children[0]).toMatchObject({ type: "bulleted-list" });
    expect((editor.children[0] as { children: unknown[] }).children).toHaveLength(2);
    expect(html(editor)).toBe("<ul><li>First</li></ul><p>After</p>");

    const blank = editorWith("<p>Hello</p><p>x</p>");
    Transforms.select(blank, { anchor: Editor.start(blank, [1]), focus: Editor.end(blank, [1]) });
    toggleList(blank, "numbered-list");
    blank.insertText(" ");
    expect(html(blank)).toBe("<p>Hello</p>");
  });

  it("links the selected text, changes its address and takes the link off again", () => {
    const editor = editorWith("<p>Read our deck today</p>");
    selectWord(editor, "deck");
    setLink(editor, "https://example.com/deck?a=1&b=2", editor.selection);
    expect(html(editor)).toBe(
      '<p>Read our <a href="https://example.com/deck?a=1&amp;b=2">deck</a> today</p>',
    );

    const inLink = { path: [0, 1, 0], offset: 2 };
    setLink(editor, "mailto:deals@pipeline.test", { anchor: inLink, focus: inLink });
    expect(html(editor)).toBe('<p>Read our <a href="mailto:deals@pipeline.test">deck</a> today</p>');

    removeLink(editor, { anchor: inLink, focus: inLink });
    expect(html(editor)).toBe("<p>Read our deck today</p>");
  });

  it("keeps the formatting of pasted HTML, and pastes plain text as text in the formatting at the caret", () => {
    const editor = editorWith("<p>Notes:</p>");
    Transforms.select(editor, Editor.end(editor, []));
    Transforms.insertText(editor, " ");
    const pasted = (types: Record<string, string>) =>
      ({ getData: (type: string) => types[type] ?? "" }) as DataTransfer;
    editor.insertData(
      pasted({ "text/html": "<p>the <b>deck</b> and <i>accounts</i></p>", "text/plain": "x" }),
    );
    expect(html(editor)).toBe("<p>Notes: the <strong>deck</strong> and <em>accounts</em></p>");
    editor.insertData(pasted({ "text/plain": " <b>as typed</b>" }));
    expect(html(editor)).toBe(
      "<p>Notes: the <strong>deck</strong> and <em>accounts &lt;b&gt;as typed&lt;/b&gt;</em></p>",
    );
  });

  it("takes only web and mail links", () => {
    expect(isAllowedLink("https://example.com")).toBe(true);
    expect(isAllowedLink("http://example.com/a")).toBe(true);
    expect(isAllowedLink("mailto:a@example.com")).toBe(true);
    expect(isAllowedLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedLink("data:text/html,hi")).toBe(false);
    expect(isAllowedLink("ftp://example.com")).toBe(false);
    expect(isAllowedLink("example.com")).toBe(false);
    expect(isAllowedLink("mailto:")).toBe(false);
  });

  it("escapes text, so what is typed is never read as markup", () => {
    const editor = editorWith("");
    Transforms.insertText(editor, `<script>alert("x")</script> & 'more'`, { at: Editor.start(editor, []) });
    expect(html(editor)).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;</p>",
    );
  });

  it("is empty while the body holds no text, so the body counts as not written", () => {
    expect(html(editorWith(""))).toBe("");
    expect(html(editorWith("<p>   </p><p><br></p>"))).toBe("");
  });

  it("reads a template's HTML with its marks, lists and links, and drops what it does not know", () => {
    const template =
      '<h2>Hi Arjun,</h2><p>We <b>liked</b> <span style="font-style: italic">Kavach</span>.</p>' +
      '<ul><li>Robots</li><li><u>Reports</u></li></ul><p>See <a href="https://pipeline.test">us</a>' +
      '<a href="javascript:alert(1)">, here</a>.</p><script>alert(1)</script><p><br></p>';
    expect(bodyToHtml(htmlToBody(template))).toBe(
      "<p>Hi Arjun,</p><p>We <strong>liked</strong> <em>Kavach</em>.</p>" +
        "<ul><li>Robots</li><li><u>Reports</u></li></ul>" +
        '<p>See <a href="https://pipeline.test">us</a>, here.</p><p><br></p>',
    );
  });

  it("reads plain text as one paragraph a line", () => {
    expect(bodyToHtml(htmlToBody("Hi Neha,\nThanks for the call.\n\nAsha"))).toBe(
      "<p>Hi Neha,</p><p>Thanks for the call.</p><p><br></p><p>Asha</p>",
    );
  });

  it("keeps what the editor writes when it is read back", () => {
    const written =
      '<p>Dear <strong>Neha</strong>,<br>thanks.</p><ol><li>One <a href="https://a.test/x">link</a></li></ol>';
    expect(bodyToHtml(htmlToBody(written))).toBe(written);
  });

  it("takes Ctrl or Cmd with B, I and U as the marks' shortcuts", () => {
    const key = (
      k: string,
      extra: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>>,
    ) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...extra,
    });
    expect(shortcutMark(key("b", { ctrlKey: true }))).toBe("bold");
    expect(shortcutMark(key("I", { metaKey: true }))).toBe("italic");
    expect(shortcutMark(key("u", { ctrlKey: true }))).toBe("underline");
    expect(shortcutMark(key("b", {}))).toBeUndefined();
    expect(shortcutMark(key("b", { ctrlKey: true, shiftKey: true }))).toBeUndefined();
    expect(shortcutMark(key("k", { ctrlKey: true }))).toBeUndefined();
  });
});
