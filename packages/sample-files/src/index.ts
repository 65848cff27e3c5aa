// Small real files (a PDF, an MP3, an MP4, an XLSX) shared by the memory adapter's seeded documents
// and the conformance cases' uploads. Private: the libraries that use it carry it in their build.
export { TINY_MP3_BASE64, TINY_MP4_BASE64, TINY_XLSX_BASE64 } from "./bytes";
export { decodeBase64 } from "./decode";
export { onePagePdf } from "./pdf";
