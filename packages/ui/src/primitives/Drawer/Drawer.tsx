import { ModalShell } from "../floating/ModalShell";
import type { DrawerSide, DrawerSize } from "../floating/modalStyles";
import type { ModalBaseProps } from "../floating/modalTypes";

export type { DrawerSide, DrawerSize };

export type DrawerProps = ModalBaseProps & {
  /** The edge it slides in from. Default: "right". */
  side?: DrawerSide;
  /** Width: "md" is `theme.size.drawer`; "sm" is as wide as the app's sidebar, with less padding. Default: "md". */
  size?: DrawerSize;
};

/**
 * A modal side panel from an edge of the screen with a header, a scrolling body and a footer; it
 * behaves as a dialog does: focus stays inside while it is open and returns to its trigger on close.
 */
export function Drawer({ side = "right", size = "md", ...rest }: DrawerProps) {
  return <ModalShell frame={{ kind: "drawer", side, size }} {...rest} />;
}
