import { ModalShell } from "../floating/ModalShell";
import type { ModalBaseProps } from "../floating/modalTypes";

export type DrawerProps = ModalBaseProps;

/**
 * A modal side panel from the right edge (`theme.size.drawer` wide) with a header, a scrolling body
 * and a footer; it behaves as a dialog does.
 */
export function Drawer(props: DrawerProps) {
  return <ModalShell frame={{ kind: "drawer" }} {...props} />;
}
