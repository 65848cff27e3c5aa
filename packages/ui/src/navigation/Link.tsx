import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import styled, { css } from "styled-components";
import { focusRing } from "../theme/focusRing";
import { useNavigate } from "./NavigationContext";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An app path such as `/location/edit/3`. */
  to: string;
  /** Open in a new tab, as a plain link with target _blank would. */
  newTab?: boolean;
  replace?: boolean;
};

/** How every link of the widgets looks, in the app or out of it. */
export const linkStyle = css`
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const Anchor = styled.a`
  ${linkStyle}
`;

/** A button that looks like a link, for what opens in place (a file in the viewer) rather than a page. */
export const LinkButton = styled.button.attrs({ type: "button" })`
  ${linkStyle}
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
`;

function isModified(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/**
 * A real anchor (middle-click, copy link and screen readers all work) whose plain clicks go
 * through the app's navigate function instead of reloading the page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, newTab = false, replace = false, onClick, ...rest },
  ref,
) {
  const navigate = useNavigate();
  return (
    <Anchor
      ref={ref}
      href={to}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModified(event)) return;
        event.preventDefault();
        navigate(to, { replace, newTab });
      }}
      {...rest}
    />
  );
});
