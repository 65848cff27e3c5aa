import { JOURNEY_TIMINGS_MS, type JourneyTimeline } from "@pipeline/contract";
import { Download } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { saveFile } from "../../blocks/file-download";
import { requireMethod, useDataAdapter } from "../../data/AdapterContext";
import type { PortSlice } from "../../data/slices";
import { Button } from "../../primitives/Button";
import { ProgressBar } from "../../primitives/ProgressBar";
import { useToast } from "../../primitives/Toast";
import { offlineFiles, safeFileName } from "./utils/offlineFiles";
import { offlineHtml } from "./utils/offlineHtml";
import { offlineRecords } from "./utils/offlineRecords";

/**
 * What the offline export reads: the short-lived address of each file of the timeline, and the
 * contents of its summaries and call notes.
 */
export type OfflineExportAdapter = PortSlice<"documents", "signedUrl"> &
  PortSlice<"summaries", "get"> &
  PortSlice<"callNotes", "get">;

export type OfflineExportProps = {
  /** Whether the signed-in account may take an offline copy; without it nothing is shown. */
  enabled: boolean;
  /** The company, for the page's heading and the zip's name. */
  companyName: string;
  /** The expanded timeline to copy. */
  timeline: JourneyTimeline;
  /** How long the copy is prepared before the files are fetched, in ms. Default: 3000 (the spec's wait). */
  preparingMs?: number;
  /** Receives the finished zip instead of the browser's download. Default: the browser saves it. */
  onZip?: (zip: Blob, fileName: string) => void;
};

type Phase = { name: "idle" } | { name: "preparing" } | { name: "fetching"; done: number; total: number };

const StyledExport = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 16rem;
`;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The zip's name: the company's name without characters a file name cannot hold. */
export function offlineZipName(companyName: string): string {
  return `${safeFileName(companyName, "company")}-journey.zip`;
}

/**
 * "Download offline copy": builds, in the browser, a zip of the expanded timeline as one
 * self-contained page (index.html: every item's fields, e-mail bodies, summary and call-notes
 * contents, comments) with every file it refers to under files/, then downloads it as
 * `{company name}-journey.zip`. It waits a moment while preparing, then shows the files' progress.
 * Offered only when `enabled`.
 */
export function OfflineExport({
  enabled,
  companyName,
  timeline,
  preparingMs = JOURNEY_TIMINGS_MS.offlineDownloadWait,
  onZip = saveFile,
}: OfflineExportProps) {
  const adapter = useDataAdapter();
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  if (!enabled) return null;

  async function handleExport() {
    setPhase({ name: "preparing" });
    try {
      await wait(preparingMs);
      const files = offlineFiles(timeline);
      const documents = requireMethod(adapter, "documents", "signedUrl");
      const entries: Record<string, Uint8Array> = {};
      const paths = new Map<string, string>();
      let missing = 0;
      setPhase({ name: "fetching", done: 0, total: files.length });
      for (const [index, { document, path }] of files.entries()) {
        try {
          const signed = await documents.signedUrl(document.file);
          const response = await fetch(signed.url);
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          entries[path] = new Uint8Array(await response.arrayBuffer());
          paths.set(document.file, path);
        } catch (error) {
          missing += 1;
          console.warn(`${document.file_name} could not be added to the offline copy.`, error);
        }
        setPhase({ name: "fetching", done: index + 1, total: files.length });
      }
      const records = await offlineRecords(timeline, {
        summary: (id) => requireMethod(adapter, "summaries", "get").get(id),
        callNotes: (id) => requireMethod(adapter, "callNotes", "get").get(id),
      });
      const html = offlineHtml(companyName, timeline, paths, new Date(), records);
      const { strToU8, zipSync } = await import("fflate");
      entries["index.html"] = strToU8(html);
      // Media and office files are compressed already: they are stored as they are.
      const zipped = zipSync(
        Object.fromEntries(
          Object.entries(entries).map(([name, bytes]) => [
            name,
            [bytes, { level: name === "index.html" ? 6 : 0 }],
          ]),
        ),
      );
      const fileName = offlineZipName(companyName);
      onZip(new Blob([zipped as Uint8Array<ArrayBuffer>], { type: "application/zip" }), fileName);
      if (missing > 0) {
        toast.warning(
          `${fileName} is downloaded without ${missing === 1 ? "1 file" : `${missing} files`} that could not be fetched.`,
        );
      } else toast.success(`${fileName} is downloaded.`);
    } catch (error) {
      toast.error(error, { fallback: "The offline copy could not be made." });
    } finally {
      setPhase({ name: "idle" });
    }
  }

  return (
    <StyledExport>
      <Button
        variant="secondary"
        loading={phase.name !== "idle"}
        disabled={phase.name !== "idle"}
        onClick={() => void handleExport()}
      >
        <Download aria-hidden="true" />
        Download offline copy
      </Button>
      {phase.name === "preparing" ? <ProgressBar label="Preparing the offline copy…" /> : null}
      {phase.name === "fetching" ? (
        <ProgressBar
          label={`Fetching files (${phase.done} of ${phase.total})`}
          value={phase.done}
          max={Math.max(phase.total, 1)}
          showValue
        />
      ) : null}
    </StyledExport>
  );
}
