import { Minus, Plus } from "lucide-react";
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { IconButton } from "../../../primitives/IconButton";
import { ViewerLoading, ViewerMessage } from "../components/ViewerStatus";

/**
 * pdf.js parses in a worker of its own, started from its worker file. The file is named with
 * `new URL(…, import.meta.url)`, which the bundler of whatever app builds this module (the portal's
 * Vite, Storybook, an embedding app's Vite or webpack) resolves, copies into its build and serves
 * from the app's own origin, where `worker-src 'self'` allows it. An embedding app that serves the
 * worker elsewhere sets `GlobalWorkerOptions.workerSrc` of pdfjs-dist itself before a PDF is
 * opened; that address is kept.
 */
function chooseWorker(): void {
  if (GlobalWorkerOptions.workerSrc) return;
  GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).href;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const DEFAULT_ZOOM_INDEX = 2;

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledZoom = styled.span`
  min-width: 3.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const StyledPages = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  overflow: auto;
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledPage = styled.div`
  position: relative;
  flex: none;
  background: #fff;
  box-shadow: 0 1px 3px rgb(0 0 0 / 20%);

  canvas {
    display: block;
  }
`;

type PageSize = { width: number; height: number };

/** A PDF: its pages drawn on canvases as they come into view, with the page count and zoom. */
export function PdfRenderer({ url, title }: { url: string; title: string }) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [size, setSize] = useState<PageSize | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const zoom = ZOOMS[zoomIndex] ?? 1;

  useEffect(() => {
    chooseWorker();
    // No code is made from strings: the content security policy refuses eval, in the worker too.
    const task = getDocument({ url, isEvalSupported: false });
    let current = true;
    task.promise
      .then(async (loaded) => {
        const first = await loaded.getPage(1);
        const viewport = first.getViewport({ scale: 1 });
        if (!current) return;
        setSize({ width: viewport.width, height: viewport.height });
        setPdf(loaded);
      })
      .catch((error: unknown) => {
        if (current) setFailure(error instanceof Error ? error.message : "The PDF could not be read.");
      });
    return () => {
      current = false;
      void task.destroy();
    };
  }, [url]);

  if (failure) return <ViewerMessage title="The PDF could not be shown" message={failure} />;
  if (!pdf || !size) return <ViewerLoading />;
  const pages = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <div>
      <StyledToolbar>
        <span>{pdf.numPages === 1 ? "1 page" : `${pdf.numPages} pages`}</span>
        <IconButton
          label="Zoom out"
          icon={<Minus />}
          size="sm"
          disabled={zoomIndex === 0}
          onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
        />
        <StyledZoom aria-live="polite">{`${Math.round(zoom * 100)}%`}</StyledZoom>
        <IconButton
          label="Zoom in"
          icon={<Plus />}
          size="sm"
          disabled={zoomIndex === ZOOMS.length - 1}
          onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
        />
      </StyledToolbar>
      <StyledPages tabIndex={0} role="document" aria-label={title}>
        {pages.map((number) => (
          <PdfPage key={number} pdf={pdf} number={number} zoom={zoom} estimate={size} />
        ))}
      </StyledPages>
    </div>
  );
}

/** One page: a placeholder of the page's size until it is near the view, then the drawn page. */
function PdfPage({
  pdf,
  number,
  zoom,
  estimate,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  zoom: number;
  estimate: PageSize;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  // Without IntersectionObserver every page is drawn at once.
  const [visible, setVisible] = useState(number === 1 || typeof IntersectionObserver === "undefined");
  const [size, setSize] = useState<PageSize>(estimate);
  const [drawnAt, setDrawnAt] = useState<number | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: "400px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    const target = canvas.current;
    if (!visible || !target) return;
    let task: RenderTask | null = null;
    let current = true;
    void pdf
      .getPage(number)
      .then((page) => {
        if (!current) return;
        const viewport = page.getViewport({ scale: zoom });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        setSize({ width: viewport.width / zoom, height: viewport.height / zoom });
        const context = target.getContext("2d");
        if (!context) return;
        task = page.render({
          canvas: target,
          canvasContext: context,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise.then(() => {
          if (current) setDrawnAt(zoom);
        });
      })
      .catch((error: unknown) => {
        if (current && !(error instanceof Error && error.name === "RenderingCancelledException")) {
          console.warn(`Page ${number} of the PDF could not be drawn.`, error);
        }
      });
    return () => {
      current = false;
      task?.cancel();
    };
  }, [pdf, number, zoom, visible]);

  return (
    <StyledPage
      ref={frame}
      aria-label={`Page ${number}`}
      role="img"
      data-drawn={drawnAt === zoom ? "true" : undefined}
      style={{ width: Math.floor(size.width * zoom), height: Math.floor(size.height * zoom) }}
    >
      {visible ? <canvas ref={canvas} /> : null}
    </StyledPage>
  );
}
