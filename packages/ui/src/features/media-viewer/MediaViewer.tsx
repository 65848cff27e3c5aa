import type { CompanyDocument } from "@pipeline/contract";
import { Download, Maximize2, Minimize2 } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import styled from "styled-components";
import { type SignedUrlSlice, useSignedUrl } from "../../data/hooks/documents";
import { Button, type ButtonStyleProps, buttonStyles } from "../../primitives/Button";
import { Dialog } from "../../primitives/Dialog";
import { toastErrorText } from "../../primitives/Toast";
import { PlayerWithSpeed } from "./components/PlayerWithSpeed";
import { ViewerLoading, ViewerMessage } from "./components/ViewerStatus";
import { renderKind } from "./utils/renderKind";

// The heavy renderers load when a file of their kind is opened, never with the page.
const PdfRenderer = lazy(() =>
  import("./renderers/PdfRenderer").then((module) => ({ default: module.PdfRenderer })),
);
const DocxRenderer = lazy(() =>
  import("./renderers/DocxRenderer").then((module) => ({ default: module.DocxRenderer })),
);
const XlsxRenderer = lazy(() =>
  import("./renderers/XlsxRenderer").then((module) => ({ default: module.XlsxRenderer })),
);
const TextRenderer = lazy(() =>
  import("./renderers/TextRenderer").then((module) => ({ default: module.TextRenderer })),
);

/** What the media viewer reads: the short-lived address of the file. */
export type MediaViewerAdapter = SignedUrlSlice;

/** A stored file the viewer opens: its stored address and the name it is shown and saved by. */
export type ViewableFile = Pick<CompanyDocument, "file" | "file_name">;

export type MediaViewerProps = {
  /** The file to show; null keeps the viewer closed. */
  file: ViewableFile | null;
  /** Called when the viewer should close: the close button or Escape. */
  onClose: () => void;
  /** Opens in full screen. Default: false. */
  defaultFullScreen?: boolean;
};

const StyledToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
`;

const StyledDownload = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-decoration: none;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  margin: 0 auto;
  object-fit: contain;
`;

/**
 * The media viewer: a dialog named after the file, with Download and a full-screen toggle. It asks
 * for the file's address, then shows it by its type: PDF pages, a Word document, an Excel
 * workbook's sheets (.xlsx and .xls), text, an image, or a video or audio player with playback
 * speeds; a type it cannot show (.doc and others) says so and offers the download.
 */
export function MediaViewer({ file, onClose, defaultFullScreen = false }: MediaViewerProps) {
  const [fullScreen, setFullScreen] = useState(defaultFullScreen);
  return (
    <Dialog
      title={file?.file_name ?? "File"}
      size="lg"
      fullScreen={fullScreen}
      open={file !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {file ? (
        <ViewerBody
          file={file}
          fullScreen={fullScreen}
          onToggleFullScreen={() => setFullScreen((on) => !on)}
        />
      ) : null}
    </Dialog>
  );
}

function ViewerBody({
  file,
  fullScreen,
  onToggleFullScreen,
}: {
  file: ViewableFile;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
}) {
  const signed = useSignedUrl(file.file);
  const url = signed.data?.url;
  return (
    <>
      <StyledToolbar>
        {url ? (
          <StyledDownload href={url} download={file.file_name} $variant="secondary" $size="sm">
            <Download aria-hidden="true" />
            Download
          </StyledDownload>
        ) : null}
        <Button size="sm" variant="secondary" aria-pressed={fullScreen} onClick={onToggleFullScreen}>
          {fullScreen ? <Minimize2 aria-hidden="true" /> : <Maximize2 aria-hidden="true" />}
          {fullScreen ? "Exit full screen" : "Full screen"}
        </Button>
      </StyledToolbar>
      {signed.isPending ? (
        <ViewerLoading />
      ) : signed.isError ? (
        <ViewerMessage
          title="The file could not be opened"
          message={toastErrorText(signed.error)}
          action={
            <Button size="sm" onClick={() => void signed.refetch()} loading={signed.isFetching}>
              Retry
            </Button>
          }
        />
      ) : (
        <Suspense fallback={<ViewerLoading />}>
          <FileContent
            url={signed.data.url}
            mimeType={signed.data.mime_type}
            fileName={file.file_name}
            download={
              <StyledDownload href={signed.data.url} download={file.file_name} $variant="primary" $size="md">
                <Download aria-hidden="true" />
                Download
              </StyledDownload>
            }
          />
        </Suspense>
      )}
    </>
  );
}

function FileContent({
  url,
  mimeType,
  fileName,
  download,
}: {
  url: string;
  mimeType: string;
  fileName: string;
  download: ReactNode;
}) {
  const kind = renderKind(fileName, mimeType);
  switch (kind) {
    case "pdf":
      return <PdfRenderer key={url} url={url} title={fileName} />;
    case "docx":
      return <DocxRenderer key={url} url={url} title={fileName} />;
    case "xlsx":
      return <XlsxRenderer key={url} url={url} title={fileName} />;
    case "text":
      return <TextRenderer key={url} url={url} title={fileName} />;
    case "image":
      return <StyledImage src={url} alt={fileName} />;
    case "video":
    case "audio":
      return <PlayerWithSpeed kind={kind} url={url} title={fileName} />;
    case "none":
      return (
        <ViewerMessage
          title="No preview for this type"
          message="Download the file to open it."
          action={download}
        />
      );
    default:
      return kind satisfies never;
  }
}
