import {
  acceptAttribute,
  checkFile,
  type CompanyDocument,
  FILE_RULES,
  VIDEO_REUPLOAD_FAILED_MESSAGE,
} from "@pipeline/contract";
import { type ChangeEvent, useRef, useState } from "react";
import styled from "styled-components";
import { type ReuploadDocumentSlice, useReuploadDocument } from "../../../data/hooks/documents";
import { Button } from "../../../primitives/Button";
import { ProgressBar } from "../../../primitives/ProgressBar";
import { useToast } from "../../../primitives/Toast";

export type UploadAgainSlice = ReuploadDocumentSlice;

const StyledUploadAgain = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * Upload Again for a recording whose compression failed: a picker that takes one .mp4 of at most
 * 1 GB (anything else is refused with the rule's words before any upload), then the upload with
 * its progress.
 */
export function UploadAgain({ document }: { document: CompanyDocument }) {
  const input = useRef<HTMLInputElement>(null);
  const reupload = useReuploadDocument();
  const toast = useToast();
  const [rejection, setRejection] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const message = checkFile(file, FILE_RULES.videoReupload);
    setRejection(message);
    if (message !== null) return;
    setProgress(0);
    try {
      const saved = await reupload.mutateAsync({
        input: { id: document.id, file },
        onProgress: (fraction) => setProgress(fraction),
      });
      toast.success(saved.message);
    } catch (error) {
      toast.error(error, { fallback: VIDEO_REUPLOAD_FAILED_MESSAGE });
    } finally {
      setProgress(null);
    }
  }

  const label = `Upload again: ${document.file_name}`;
  return (
    <StyledUploadAgain>
      <Button
        size="sm"
        aria-label={label}
        loading={progress !== null}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
      >
        Upload Again
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={`Video for ${document.file_name}`}
        accept={acceptAttribute(FILE_RULES.videoReupload)}
        onChange={(event) => void handleChange(event)}
      />
      {progress !== null ? (
        <ProgressBar label="Uploading" value={Math.round(progress * 100)} showValue />
      ) : null}
      {rejection ? <StyledError role="alert">{rejection}</StyledError> : null}
    </StyledUploadAgain>
  );
}
