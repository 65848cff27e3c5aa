export {
  NavigationContext,
  documentNavigate,
  useNavigate,
  type Navigate,
  type NavigateOptions,
} from "./NavigationContext";
export { Link, type LinkProps } from "./Link";
export {
  ExternalLink,
  StyledExternalAnchor,
  addressText,
  externalHref,
  type ExternalLinkProps,
} from "./ExternalLink";
