import { ModalShell } from "../floating/ModalShell";
import type { DialogSize } from "../floating/modalStyles";
import type { ModalBaseProps } from "../floating/modalTypes";

export type { DialogSize };

export type DialogProps = ModalBaseProps & {
  /** Width: "sm", "md" or "lg", from `theme.size.dialog*`. Default: "md". */
  size?: DialogSize;
  /** Covers the whole viewport, as the media viewer does; `size` is then ignored. Default: false. */
  fullScreen?: boolean;
};

/**
 * A modal dialog labelled by its title: focus stays inside while it is open and returns to where
 * it was on close; the page behind neither scrolls nor takes input.
 */
export function Dialog({ size = "md", fullScreen = false, ...rest }: DialogProps) {
  return <ModalShell frame={{ kind: "dialog", size, fullScreen }} {...rest} />;
}
