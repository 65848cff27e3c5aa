import { renderAsync } from "docx-preview";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { ViewerLoading, ViewerMessage } from "../components/ViewerStatus";
import { useFetchedFile } from "../utils/useFetchedFile";

const StyledDocument = styled.div`
  overflow: auto;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};

  .docx-wrapper {
    padding: ${({ theme }) => theme.space.lg};
    background: transparent;
  }
`;

/** A Word (.docx) document laid out as pages, by docx-preview. */
export function DocxRenderer({ url, title }: { url: string; title: string }) {
  const file = useFetchedFile(url, "blob");
  const container = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [rendered, setRendered] = useState(false);

  useEffect(() => {
    const target = container.current;
    if (file.state !== "ready" || !target) return;
    let current = true;
    renderAsync(file.value, target, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true })
      .then(() => {
        if (current) setRendered(true);
      })
      .catch((error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : "The document could not be read.");
      });
    return () => {
      current = false;
      target.replaceChildren();
    };
  }, [file]);

  if (file.state === "error")
    return <ViewerMessage title="The file could not be shown" message={file.message} />;
  if (failure) return <ViewerMessage title="The document could not be shown" message={failure} />;
  return (
    <>
      {rendered ? null : <ViewerLoading />}
      <StyledDocument ref={container} role="document" aria-label={title} hidden={!rendered} />
    </>
  );
}
