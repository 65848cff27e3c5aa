import { decodeBase64, onePagePdf, TINY_MP3_BASE64 } from "@pipeline/sample-files";

// Small real files for the cases' uploads: servers check a file's content as well as its name,
// so each one is what its name says (the video named "broken" is an MP4 header over noise, which
// no compressor can read).

/** A one-page PDF showing the text. */
export function pdfFile(name: string, text = name): File {
  const content = `BT /F1 18 Tf 56 780 Td (${text.replace(/[\\()]/g, "")}) Tj ET`;
  return new File([onePagePdf(content)], name, { type: "application/pdf" });
}

/** A short audio recording. */
export function mp3File(name: string): File {
  return new File([decodeBase64(TINY_MP3_BASE64)], name, { type: "audio/mpeg" });
}

/** A video whose processing fails: an MP4 header, then bytes no decoder understands. */
export function brokenVideoFile(name: string): File {
  const header = [0, 0, 0, 24, ...Array.from("ftypisom", (c) => c.charCodeAt(0)), 0, 0, 2, 0];
  const brand = Array.from("isomiso2", (c) => c.charCodeAt(0));
  const noise = Array.from({ length: 512 }, (_, index) => (index * 37 + 11) % 256);
  return new File([new Uint8Array([...header, ...brand, ...noise])], name, { type: "video/mp4" });
}

/** A plain text file (a type no upload rule of the journey accepts). */
export function textFile(name: string, text = "Notes"): File {
  return new File([text], name, { type: "text/plain" });
}
