import styled from "styled-components";
import type { JourneyItemBodyProps } from "../types";
import { FileLinks } from "./FileLinks";

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/** A document: its file or files, each opened by its name, and what it is about. */
export function DocumentBody({ item, onOpenFile }: JourneyItemBodyProps) {
  const description = item.message ?? item.files.find((file) => file.description)?.description ?? null;
  return (
    <StyledBody>
      <FileLinks files={item.files} label="Files" onOpenFile={onOpenFile} withDescriptions={false} />
      {description ? <StyledDescription>{description}</StyledDescription> : null}
    </StyledBody>
  );
}
