import styled from "styled-components";
import { ViewerLoading, ViewerMessage } from "../components/ViewerStatus";
import { useFetchedFile } from "../utils/useFetchedFile";

const StyledText = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow: auto;
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A text file as it is, in a monospaced block. */
export function TextRenderer({ url, title }: { url: string; title: string }) {
  const text = useFetchedFile(url, "text");
  if (text.state === "loading") return <ViewerLoading />;
  if (text.state === "error")
    return <ViewerMessage title="The file could not be shown" message={text.message} />;
  return (
    <StyledText tabIndex={0} aria-label={title}>
      {text.value}
    </StyledText>
  );
}
