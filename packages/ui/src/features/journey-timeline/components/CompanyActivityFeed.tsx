import type { Comment, CompanyActivity, CompanyDocument } from "@pipeline/contract";
import { useId } from "react";
import styled from "styled-components";
import { formatIstDateTime, personName } from "../../../format";
import { FileLinks } from "./FileLinks";
import { StyledByline, StyledNoteList, StyledNoteText } from "./notes";

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

const StyledEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-width: 0;
`;

type Entry =
  | { kind: "comment"; key: string; at: string; comment: Comment }
  | { kind: "upload"; key: string; at: string; files: CompanyDocument[] };

/** The same upload: one person's files of one round sent in the same minute. */
const uploadKey = (file: CompanyDocument) =>
  `${personName(file.uploaded_by)}|${file.uploaded_on ?? ""}|${file.created.slice(0, 16)}`;

/** Comments and uploads in one list, oldest first; the files of one upload together. */
function entriesOf(activity: CompanyActivity): Entry[] {
  const uploads = new Map<string, CompanyDocument[]>();
  for (const file of activity.uploads) {
    const key = uploadKey(file);
    uploads.set(key, [...(uploads.get(key) ?? []), file]);
  }
  const entries: Entry[] = [
    ...activity.comments.map((comment) => ({
      kind: "comment" as const,
      key: `comment-${comment.id}`,
      at: comment.created ?? "",
      comment,
    })),
    ...[...uploads.values()].map((files) => ({
      kind: "upload" as const,
      key: `upload-${files[0]?.id ?? 0}`,
      at: files[0]?.created ?? "",
      files,
    })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

export type CompanyActivityFeedProps = {
  activity: CompanyActivity;
  /** Opens an uploaded file; absent, files are named only. */
  onOpenFile?: (document: CompanyDocument) => void;
};

/**
 * What happened on the company outside its journey's tasks: the comments written on the company
 * and the files uploaded to it, each with who and when (IST), oldest first. Nothing when there is none.
 */
export function CompanyActivityFeed({ activity, onOpenFile }: CompanyActivityFeedProps) {
  const headingId = useId();
  const entries = entriesOf(activity);
  if (entries.length === 0) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHeading id={headingId}>Comments and uploads</StyledHeading>
      <StyledNoteList as="ol">
        {entries.map((entry) => (
          <StyledEntry key={entry.key}>
            {entry.kind === "comment" ? (
              <>
                <StyledByline>
                  <strong>{personName(entry.comment.modified_by) || "Someone"}</strong>
                  <span>commented</span>
                  <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
                </StyledByline>
                <StyledNoteText>{entry.comment.comment_text}</StyledNoteText>
              </>
            ) : (
              <>
                <StyledByline>
                  <strong>{personName(entry.files[0]?.uploaded_by) || "Someone"}</strong>
                  <span>
                    uploaded {entry.files.length === 1 ? "a file" : `${entry.files.length} files`}
                    {entry.files[0]?.uploaded_on ? ` to ${entry.files[0].uploaded_on}` : ""}
                  </span>
                  <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
                </StyledByline>
                <FileLinks files={entry.files} label="Uploaded files" onOpenFile={onOpenFile} />
              </>
            )}
          </StyledEntry>
        ))}
      </StyledNoteList>
    </StyledSection>
  );
}
