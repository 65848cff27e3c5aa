// The PDF worker module of pdfjs-dist, imported to run the PDF parser on the page's own thread.
declare module "pdfjs-dist/build/pdf.worker.min.mjs" {
  export const WorkerMessageHandler: unknown;
}
