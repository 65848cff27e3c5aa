// The e-mail body as the editor holds it: paragraphs, bulleted and numbered lists of items, and
// links inside text, with bold, italic and underline on the text itself.
import type { BaseEditor } from "slate";
import type { HistoryEditor } from "slate-history";
import type { ReactEditor } from "slate-react";

export type MarkName = "bold" | "italic" | "underline";
export type ListType = "bulleted-list" | "numbered-list";

export type FormattedText = { text: string } & { [M in MarkName]?: true };

export type LinkElement = { type: "link"; url: string; children: FormattedText[] };
export type ParagraphElement = { type: "paragraph"; children: Array<FormattedText | LinkElement> };
export type ListItemElement = { type: "list-item"; children: Array<FormattedText | LinkElement> };
export type ListElement = { type: ListType; children: ListItemElement[] };

export type BodyElement = ParagraphElement | ListElement | ListItemElement | LinkElement;
export type BodyBlock = ParagraphElement | ListElement;

export type BodyEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module "slate" {
  // Slate reads its node types by merging this interface; a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypes {
    Editor: BodyEditor;
    Element: BodyElement;
    Text: FormattedText;
  }
}
