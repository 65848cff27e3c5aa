import { ExternalLink as ExternalLinkIcon } from "lucide-react";
import styled from "styled-components";
import { VisuallyHidden } from "../primitives/VisuallyHidden";
import { linkStyle } from "./Link";

/** A link out of the app (mailto:, a stored web address), styled as the app's own links. */
export const StyledExternalAnchor = styled.a`
  ${linkStyle}
`;

const StyledIcon = styled(ExternalLinkIcon)`
  flex: none;
  width: ${({ theme }) => theme.font.size.sm};
  height: ${({ theme }) => theme.font.size.sm};
  margin-inline-start: ${({ theme }) => theme.space.xxs};
  vertical-align: baseline;
`;

/**
 * A stored web address as a link target. One saved without its scheme would open as a path of
 * this app, and any scheme but http(s) (javascript:) must never become a link.
 */
export function externalHref(address: string): string {
  return /^https?:\/\//i.test(address) ? address : `https://${address}`;
}

/** The address as people write it: no scheme, no trailing slash. */
export function addressText(address: string): string {
  return address.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

export type ExternalLinkProps = {
  /** The web address as stored, with or without its scheme. */
  address: string;
};

/** A stored web address, shown without its scheme and opened in a new tab. */
export function ExternalLink({ address }: ExternalLinkProps) {
  return (
    <StyledExternalAnchor href={externalHref(address)} target="_blank" rel="noopener noreferrer">
      {addressText(address)}
      <StyledIcon aria-hidden="true" />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </StyledExternalAnchor>
  );
}
