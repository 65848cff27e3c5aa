import type { EmailFont } from "@pipeline/contract";
import type { ReactNode } from "react";

export type EmailComposerProps = {
  /** The body as HTML; a new value from outside (a template) replaces what the editor shows. */
  value: string;
  /** Called with the body as HTML after every change; "" when the body holds no text. */
  onChange: (html: string) => void;
  /** The font the whole body is written in. */
  font: EmailFont;
  /** Called with the font chosen in the Font select. */
  onFontChange: (font: EmailFont) => void;
  /** Label of the body. Default: "Body". */
  label?: ReactNode;
  /** Error under the body, such as the schema's message. Default: none. */
  error?: ReactNode;
  /** Required marker after the label. Default: false. */
  required?: boolean;
  /** Help text under the label. Default: none. */
  description?: ReactNode;
  /** The most characters of HTML the body may hold; a counter shows once it gets near. Default: 50000. */
  maxLength?: number;
  /** Makes the body read-only and turns the toolbar off. Default: false. */
  disabled?: boolean;
  /** Called when focus leaves the body, so a form can mark it touched. Default: none. */
  onBlur?: () => void;
  /** Id of the editable body. Default: a generated one. */
  id?: string;
};
