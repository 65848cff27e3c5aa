import { canRetryRecording, type CompanyDocument, type DocumentType, type Id } from "@pipeline/contract";
import { useMemo } from "react";
import styled from "styled-components";
import { actionActorOf } from "../../data/access";
import { type CompanyDocumentsSlice, useCompanyDocuments } from "../../data/hooks/documents";
import {
  type CurrentUserSlice,
  useCurrentUser,
  type UsersShortSlice,
  useUsersShort,
} from "../../data/hooks/users";
import { TranscriptionLine } from "../../blocks/transcription";
import { formatIstDateTime, personName } from "../../format";
import { focusRing } from "../../theme/focusRing";
import { EmptyState } from "../../primitives/EmptyState";
import { ErrorState } from "../../primitives/ErrorState";
import { SkeletonRows } from "../../primitives/Skeleton";
import { StatusPill } from "../../primitives/StatusPill";
import { toastErrorText } from "../../primitives/Toast";
import { type UploadAgainSlice, UploadAgain } from "./components/UploadAgain";

/** What the documents list reads and writes: the documents, who uploaded them, and Upload Again. */
export type DocumentsListAdapter = CompanyDocumentsSlice &
  CurrentUserSlice &
  UsersShortSlice &
  UploadAgainSlice;

export type DocumentsListProps = {
  /** The company whose documents and recordings are listed. */
  companyId: Id;
  /** Called when an uploaded file is chosen, to show it (in the media viewer). */
  onOpen: (document: CompanyDocument) => void;
  /** Heading of the list; null where a dialog's title names it already. Default: "Recordings and documents". */
  title?: string | null;
};

/** The words of a recording still being compressed, and of one whose compression failed. */
export const RECORDING_STATE_TEXTS = {
  PENDING: "Video compression in progress...",
  FAILED: "Video compression failed. Please try again.",
} as const;

const TYPE_NAMES: Record<DocumentType, string> = {
  RECORDING: "Recording",
  OTHER: "Document",
  FEEDBACK: "Feedback",
};

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledScroller = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: top;
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
    /* Words stay whole even where the surrounding text may wrap anywhere (a dialog's body): a
       word too long for the table scrolls it sideways rather than breaking. */
    overflow-wrap: break-word;
  }

  /* Type, round, uploader and date are short: each keeps to one line. */
  td:nth-child(n + 2):nth-child(-n + 5) {
    white-space: nowrap;
  }

  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
`;

const StyledFileButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.color.primary};
  text-align: start;
  text-decoration: underline;
  background: none;
  border: none;
  cursor: pointer;

  ${focusRing}
`;

const StyledDescription = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Recordings and documents of a company: name, type, round, who uploaded it and when (IST) and its
 * state. A recording still being compressed says so and is checked again every 45 seconds; one
 * whose compression failed says so and offers Upload Again to its creator (the only one who sees
 * it); an uploaded file opens through `onOpen`, and so does the transcription uploaded with it,
 * named under it.
 */
export function DocumentsList({ companyId, onOpen, title = "Recordings and documents" }: DocumentsListProps) {
  const documents = useCompanyDocuments(companyId);
  const current = useCurrentUser();
  const users = useUsersShort();
  const names = useMemo(
    () => new Map((users.data ?? []).map((user) => [user.pk, personName(user)])),
    [users.data],
  );
  const headingId = `documents-${companyId}`;

  const rows = documents.data;
  let body;
  if (!rows && !documents.isError) body = <SkeletonRows count={3} columns={5} />;
  else if (!rows)
    body = (
      <ErrorState
        title="The documents could not be loaded"
        message={toastErrorText(documents.error)}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  else if (rows.length === 0)
    body = (
      <EmptyState title="No documents yet" description="Uploaded files and recordings are listed here." />
    );
  else
    body = (
      <StyledScroller>
        <StyledTable
          aria-labelledby={title === null ? undefined : headingId}
          aria-label={title === null ? "Recordings and documents" : undefined}
        >
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Round</th>
              <th scope="col">Uploaded by</th>
              <th scope="col">Uploaded on</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((document) => (
              <tr key={document.id}>
                <td>
                  {document.is_uploaded === "UPLOADED" ? (
                    <StyledFileButton type="button" onClick={() => onOpen(document)}>
                      {document.file_name}
                    </StyledFileButton>
                  ) : (
                    <span>{document.file_name}</span>
                  )}
                  {document.description ? (
                    <StyledDescription>{document.description}</StyledDescription>
                  ) : null}
                  <TranscriptionLine document={document} onOpen={onOpen} />
                </td>
                <td>{TYPE_NAMES[document.type]}</td>
                <td>{document.uploaded_on ?? ""}</td>
                <td>{names.get(document.created_by) ?? ""}</td>
                <td>{formatIstDateTime(document.created)}</td>
                <td>
                  <DocumentState
                    document={document}
                    canRetry={
                      current.data !== undefined &&
                      canRetryRecording(actionActorOf(current.data), {
                        createdBy: document.created_by,
                        state: document.is_uploaded,
                      })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledScroller>
    );

  return (
    <StyledSection
      aria-labelledby={title === null ? undefined : headingId}
      aria-label={title === null ? "Recordings and documents" : undefined}
    >
      {title === null ? null : <StyledTitle id={headingId}>{title}</StyledTitle>}
      {body}
    </StyledSection>
  );
}

/** `canRetry`: the contract's Upload Again rule, as the server applies it to the same call. */
function DocumentState({ document, canRetry }: { document: CompanyDocument; canRetry: boolean }) {
  switch (document.is_uploaded) {
    case "PENDING":
      return <StatusPill tone="info">{RECORDING_STATE_TEXTS.PENDING}</StatusPill>;
    case "FAILED":
      return (
        <StyledState>
          <StatusPill tone="danger">{RECORDING_STATE_TEXTS.FAILED}</StatusPill>
          {canRetry ? <UploadAgain document={document} /> : null}
        </StyledState>
      );
    case "UPLOADED":
      return <StatusPill tone="success">Uploaded</StatusPill>;
    default:
      return document.is_uploaded satisfies never;
  }
}
