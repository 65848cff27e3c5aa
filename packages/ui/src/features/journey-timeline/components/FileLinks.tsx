import type { CompanyDocument } from "@pipeline/contract";
import { FileAudio, FileText, FileVideo } from "lucide-react";
import styled from "styled-components";
import { TranscriptionLine } from "../../../blocks/transcription";
import { LinkButton } from "../../../navigation/Link";
import { recordingTone, StatusPill } from "../../../primitives/StatusPill";

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFile = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

function FileIcon({ name }: { name: string }) {
  if (/\.(mp4|mpeg)$/i.test(name)) return <FileVideo aria-hidden="true" />;
  if (/\.mp3$/i.test(name)) return <FileAudio aria-hidden="true" />;
  return <FileText aria-hidden="true" />;
}

export type FileLinksProps = {
  /** The files, in the order to list them. */
  files: readonly CompanyDocument[];
  /** Names the list for assistive technology. */
  label: string;
  /** Opens a file; absent, files are named only. */
  onOpenFile?: (document: CompanyDocument) => void;
  /** Shows each file's description after its name. Default: true. */
  withDescriptions?: boolean;
};

/**
 * An item's files, each opened by its name. A recording still being compressed, or one that
 * failed, says so instead of opening; its description follows the name, and the transcription
 * uploaded with it is named (and opened) under it.
 */
export function FileLinks({ files, label, onOpenFile, withDescriptions = true }: FileLinksProps) {
  if (files.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {files.map((file) => {
        const ready = file.is_uploaded === "UPLOADED";
        return (
          <StyledFile key={file.id}>
            <FileIcon name={file.file_name} />
            {onOpenFile && ready ? (
              <LinkButton onClick={() => onOpenFile(file)}>{file.file_name}</LinkButton>
            ) : (
              <StyledName>{file.file_name}</StyledName>
            )}
            {ready ? null : (
              <StatusPill tone={recordingTone(file.is_uploaded)}>
                {file.is_uploaded === "PENDING" ? "Compressing" : "Failed"}
              </StatusPill>
            )}
            {withDescriptions && file.description ? <StyledMuted>{file.description}</StyledMuted> : null}
            <TranscriptionLine document={file} onOpen={onOpenFile} />
          </StyledFile>
        );
      })}
    </StyledList>
  );
}

/** A list of files without repeats (a meeting's documents may also be the item's files). */
export function distinctFiles(...lists: ReadonlyArray<readonly CompanyDocument[] | null | undefined>) {
  const seen = new Set<number>();
  const files: CompanyDocument[] = [];
  for (const file of lists.flatMap((list) => list ?? [])) {
    if (seen.has(file.id)) continue;
    seen.add(file.id);
    files.push(file);
  }
  return files;
}
