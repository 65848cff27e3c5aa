import type { ReactNode } from "react";
import styled from "styled-components";
import { Skeleton, SkeletonBlock } from "../../../primitives/Skeleton";

const StyledMessage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** What the viewer shows while a file loads. */
export function ViewerLoading() {
  return (
    <Skeleton label="Loading the file">
      <SkeletonBlock width="100%" height="24rem" />
    </Skeleton>
  );
}

/** What the viewer shows instead of a file it cannot show: a reason, never a blank. */
export function ViewerMessage({
  title,
  message,
  action,
}: {
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  return (
    <StyledMessage role={title.startsWith("No preview") ? undefined : "alert"}>
      <strong>{title}</strong>
      {message ? <span>{message}</span> : null}
      {action}
    </StyledMessage>
  );
}
