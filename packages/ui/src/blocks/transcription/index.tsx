import type { CompanyDocument } from "@pipeline/contract";
import { FileText } from "lucide-react";
import styled from "styled-components";
import { LinkButton } from "../../navigation/Link";

/** The transcription's own name: as uploaded, else the last part of its stored address. */
function transcriptionName(document: CompanyDocument): string {
  if (document.transcription_file_name) return document.transcription_file_name;
  const last = (document.transcription_file ?? "").split(/[/?#]/).filter(Boolean).at(-1) ?? "";
  try {
    return decodeURIComponent(last) || "Transcription";
  } catch {
    return last || "Transcription";
  }
}

/**
 * The transcription uploaded with a file, as a file of its own for the media viewer: the file's
 * document with the transcription's address and name (and no transcription of its own). Null when
 * the file has none.
 */
export function transcriptionOf(document: CompanyDocument): CompanyDocument | null {
  if (!document.transcription_file) return null;
  return {
    ...document,
    file: document.transcription_file,
    file_name: transcriptionName(document),
    transcription_file: null,
    transcription_file_name: null,
  };
}

const StyledTranscription = styled.span`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

export type TranscriptionLineProps = {
  /** The file (a recording) whose transcription is shown; nothing is shown when it has none. */
  document: CompanyDocument;
  /** Opens the transcription (in the media viewer); absent, it is named only. */
  onOpen?: (transcription: CompanyDocument) => void;
};

/**
 * A line under a file naming the transcription uploaded with it, opened by its name. The
 * transcription is stored as sent, so it opens whatever state its recording's compression is in.
 */
export function TranscriptionLine({ document, onOpen }: TranscriptionLineProps) {
  const transcription = transcriptionOf(document);
  if (!transcription) return null;
  return (
    <StyledTranscription>
      <FileText aria-hidden="true" />
      <StyledLabel>Transcription:</StyledLabel>
      {onOpen ? (
        <LinkButton onClick={() => onOpen(transcription)}>{transcription.file_name}</LinkButton>
      ) : (
        <StyledName>{transcription.file_name}</StyledName>
      )}
    </StyledTranscription>
  );
}
