import { lazy, Suspense } from "react";
import styled, { useTheme } from "styled-components";
import { Skeleton, SkeletonBlock, SkeletonText } from "../../primitives/Skeleton";
import type { EmailComposerProps } from "./props";

// The editor and slate come in their own chunk, fetched the first time a composer is shown.
const EmailEditor = lazy(() => import("./EmailEditor").then((module) => ({ default: module.EmailEditor })));

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Stands in for the font select, toolbar and body while the editor loads. */
export function EmailComposerSkeleton() {
  const theme = useTheme();
  return (
    <Skeleton label="Loading the e-mail editor">
      <StyledLoading>
        <SkeletonBlock width={theme.size.toolbarControl} />
        <SkeletonBlock height={theme.size.controlLg} />
        <SkeletonText lines={4} />
      </StyledLoading>
    </Skeleton>
  );
}

/**
 * The e-mail body: bold, italic, underline, bulleted and numbered lists and links, in one of the
 * e-mail fonts, exchanged as HTML. Ctrl+B, Ctrl+I and Ctrl+U (Cmd on a Mac) toggle the marks.
 * The editor is loaded only when a composer is first shown; a placeholder stands in until then.
 */
export function EmailComposer(props: EmailComposerProps) {
  return (
    <Suspense fallback={<EmailComposerSkeleton />}>
      <EmailEditor {...props} />
    </Suspense>
  );
}
