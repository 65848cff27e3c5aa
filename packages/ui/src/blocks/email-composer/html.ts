// The body's HTML both ways: what the editor holds as HTML for the `body` field, and HTML (the
// task's template, a paste) as the editor's paragraphs, lists, links and marks. Only these few
// tags are read and written; everything else in pasted HTML keeps its text and loses its markup.
import { isAllowedLink } from "./links";
import type {
  BodyBlock,
  FormattedText,
  LinkElement,
  ListElement,
  ListItemElement,
  ListType,
  MarkName,
} from "./types";

type Inline = FormattedText | LinkElement;
type Marks = { [M in MarkName]?: true };

const MARK_TAGS: Record<MarkName, string> = { bold: "strong", italic: "em", underline: "u" };
const MARK_ORDER: readonly MarkName[] = ["bold", "italic", "underline"];
const LIST_TAGS: Record<ListType, string> = { "bulleted-list": "ul", "numbered-list": "ol" };

/** An empty body: one paragraph with nothing in it. */
export function emptyBody(): BodyBlock[] {
  return [{ type: "paragraph", children: [{ text: "" }] }];
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function textToHtml(leaf: FormattedText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, "<br>");
  if (html === "") return "";
  for (const mark of [...MARK_ORDER].reverse()) {
    if (leaf[mark]) html = `<${MARK_TAGS[mark]}>${html}</${MARK_TAGS[mark]}>`;
  }
  return html;
}

function inlineToHtml(node: Inline): string {
  if ("text" in node) return textToHtml(node);
  return `<a href="${escapeHtml(node.url)}">${node.children.map(textToHtml).join("")}</a>`;
}

function inlinesToHtml(children: readonly Inline[]): string {
  return children.map(inlineToHtml).join("");
}

function inlineText(children: readonly Inline[]): string {
  return children
    .map((node) => ("text" in node ? node.text : node.children.map((leaf) => leaf.text).join("")))
    .join("");
}

function plainText(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((block) =>
      block.type === "paragraph"
        ? inlineText(block.children)
        : block.children.map((item) => inlineText(item.children)).join(""),
    )
    .join("");
}

/**
 * The editor's content as the body's HTML; "" when it holds no text at all. A list item with no
 * text is left out, and a list left without items with it, so the e-mail shows no empty bullets.
 */
export function bodyToHtml(blocks: readonly BodyBlock[]): string {
  if (plainText(blocks).trim() === "") return "";
  return blocks
    .map((block) => {
      if (block.type === "paragraph") {
        const inner = inlinesToHtml(block.children);
        return `<p>${inner === "" ? "<br>" : inner}</p>`;
      }
      const tag = LIST_TAGS[block.type];
      const items = block.children
        .filter((item) => inlineText(item.children).trim() !== "")
        .map((item) => `<li>${inlinesToHtml(item.children)}</li>`)
        .join("");
      return items === "" ? "" : `<${tag}>${items}</${tag}>`;
    })
    .join("");
}

const BLOCK_TAGS = new Set([
  "P",
  "DIV",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "BLOCKQUOTE",
  "PRE",
  "SECTION",
  "ARTICLE",
  "HEADER",
  "FOOTER",
  "TABLE",
  "TR",
]);
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "HEAD", "TITLE", "META", "TEMPLATE", "NOSCRIPT"]);

function marksOf(element: Element, inherited: Marks): Marks {
  const marks: Marks = { ...inherited };
  const tag = element.tagName;
  const style = element.getAttribute("style")?.toLowerCase() ?? "";
  if (tag === "STRONG" || tag === "B" || /font-weight\s*:\s*(bold|[6-9]00)/.test(style)) marks.bold = true;
  if (tag === "EM" || tag === "I" || /font-style\s*:\s*italic/.test(style)) marks.italic = true;
  if (tag === "U" || /text-decoration[a-z-]*\s*:[^;]*underline/.test(style)) marks.underline = true;
  return marks;
}

function leaf(text: string, marks: Marks): FormattedText {
  return { text, ...marks };
}

/** The text and links inside a node, with the marks of the tags around them. */
function readInline(node: Node, marks: Marks): Inline[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = (node.textContent ?? "").replace(/\s+/g, " ");
    return text === "" ? [] : [leaf(text, marks)];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  if (SKIPPED_TAGS.has(element.tagName)) return [];
  if (element.tagName === "BR") return [leaf("\n", marks)];
  const inner = marksOf(element, marks);
  const children = [...element.childNodes].flatMap((child) => readInline(child, inner));
  if (element.tagName === "A") {
    const url = element.getAttribute("href") ?? "";
    const texts = children.flatMap((child) => ("text" in child ? [child] : child.children));
    if (isAllowedLink(url) && texts.length > 0) return [{ type: "link", url: url.trim(), children: texts }];
    return texts;
  }
  return children;
}

/** Trims the spaces HTML ignores at the start and end of a block, keeping line breaks. */
function trimInline(children: Inline[]): Inline[] {
  const trimmed = children.map((child) => ({ ...child }));
  const first = trimmed[0];
  if (first && "text" in first) first.text = first.text.replace(/^ +/, "");
  // A line break at the very end of a block shows nothing in a browser, so it is not kept.
  const last = trimmed[trimmed.length - 1];
  if (last && "text" in last) last.text = last.text.replace(/ +$/, "").replace(/\n$/, "");
  return trimmed.filter((child) => !("text" in child) || child.text !== "");
}

function withText(children: Inline[]): Inline[] {
  return children.length === 0 ? [{ text: "" }] : children;
}

function readList(element: Element, marks: Marks): ListElement {
  const type: ListType = element.tagName === "OL" ? "numbered-list" : "bulleted-list";
  const items: ListItemElement[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE && (child.textContent ?? "").trim() === "") continue;
    const content =
      child.nodeType === Node.ELEMENT_NODE && (child as Element).tagName === "LI"
        ? [...child.childNodes].flatMap((inner) => readInline(inner, marksOf(child as Element, marks)))
        : readInline(child, marks);
    items.push({ type: "list-item", children: withText(trimInline(content)) });
  }
  return { type, children: items.length > 0 ? items : [{ type: "list-item", children: [{ text: "" }] }] };
}

/** The blocks of a node's children: runs of inline content become paragraphs. */
function readBlocks(parent: Node, marks: Marks): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let run: Inline[] = [];
  const flush = () => {
    const children = trimInline(run);
    if (children.length > 0) blocks.push({ type: "paragraph", children });
    run = [];
  };
  for (const node of parent.childNodes) {
    if (node.nodeType !== Node.ELEMENT_NODE) {
      run.push(...readInline(node, marks));
      continue;
    }
    const element = node as Element;
    if (element.tagName === "UL" || element.tagName === "OL") {
      flush();
      blocks.push(readList(element, marks));
    } else if (BLOCK_TAGS.has(element.tagName)) {
      flush();
      const inner = readBlocks(element, marksOf(element, marks));
      // An empty paragraph (<p><br></p>, <p></p>) is a blank line the writer meant.
      blocks.push(...(inner.length > 0 ? inner : element.tagName === "P" ? emptyBody() : []));
    } else {
      run.push(...readInline(element, marks));
    }
  }
  flush();
  return blocks;
}

/** HTML as the editor's blocks; text without tags becomes paragraphs, one per line. */
export function htmlToBody(html: string): BodyBlock[] {
  if (html.trim() === "") return emptyBody();
  const source = /<[a-z][\s\S]*>/i.test(html)
    ? html
    : html
        .split(/\r?\n/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join("");
  const document = new DOMParser().parseFromString(source, "text/html");
  const blocks = readBlocks(document.body, {});
  return blocks.length > 0 ? blocks : emptyBody();
}
