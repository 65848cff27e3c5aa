export { EmailComposer, EmailComposerSkeleton } from "./EmailComposer";
export type { EmailComposerProps } from "./props";
export { LINK_REFUSED, isAllowedLink } from "./links";
