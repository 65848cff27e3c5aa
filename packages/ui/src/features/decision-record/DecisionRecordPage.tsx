import {
  CALL_NOTES_TEXT_FIELDS,
  type DecisionDocument,
  decisionPdfName,
  type DecisionRecord,
  type Id,
  SUMMARY_TEXT_FIELDS,
} from "@pipeline/contract";
import { ArrowLeft, Copy, Download } from "lucide-react";
import type { ReactNode } from "react";
import styled, { useTheme } from "styled-components";
import { saveFile } from "../../blocks/file-download";
import { BackLink, PageHeading, PageHint, PageStack, PageTopRow } from "../../blocks/page-layout";
import { Fact, RecordFacts } from "../../blocks/record-details";
import {
  type DecisionPdfSlice,
  type DecisionRecordSlice,
  useDecisionPdf,
  useDecisionRecord,
} from "../../data/hooks/committee";
import { formatIstDateTime, personName } from "../../format";
import { Button } from "../../primitives/Button";
import { ErrorState } from "../../primitives/ErrorState";
import { formatFileSize } from "../../primitives/FileField";
import { IconButton } from "../../primitives/IconButton";
import { Skeleton, SkeletonBlock, SkeletonText } from "../../primitives/Skeleton";
import { evaluationTone, StatusPill } from "../../primitives/StatusPill";
import { toastErrorText, useToast } from "../../primitives/Toast";
import { companyFacts, textFacts } from "./utils";

/** What DecisionRecordPage reads of the adapter: the record, and its PDF. */
export type DecisionRecordPageAdapter = DecisionRecordSlice & DecisionPdfSlice;

export type DecisionRecordPageProps = {
  /** The decision record shown. */
  decisionId: Id;
  /** The companies list; the back link leads to the company's page under it. Default: "/companies". */
  companiesPath?: string;
};

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledTitle = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const StyledByline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  strong {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledHash = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  code {
    min-width: 0;
    font-family: ${({ theme }) => theme.font.familyMono};
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** A titled part of the record, named by its title for assistive technology. */
function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledSection aria-label={title}>
      <StyledSectionTitle>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

function RecordSkeleton() {
  const theme = useTheme();
  return (
    <Skeleton label="Loading the decision record">
      <PageStack>
        <SkeletonBlock width="40%" height={theme.size.controlLg} />
        <SkeletonText lines={6} />
        <SkeletonText lines={6} />
      </PageStack>
    </Skeleton>
  );
}

/** A document's SHA-256, in monospace, with a button that copies it. */
function DocumentHash({ document }: { document: DecisionDocument }) {
  const toast = useToast();
  const hash = document.sha256;
  if (!hash) return <span>Not on the storage</span>;
  async function handleCopy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("SHA-256 copied");
    } catch {
      toast.error("The SHA-256 could not be copied.");
    }
  }
  return (
    <StyledHash>
      <code>{hash}</code>
      <IconButton
        size="sm"
        icon={<Copy />}
        label={`Copy the SHA-256 of ${document.file_name}`}
        onClick={() => void handleCopy(hash)}
      />
    </StyledHash>
  );
}

function DownloadPdf({ record }: { record: DecisionRecord }) {
  const pdf = useDecisionPdf();
  const toast = useToast();
  async function handleDownload() {
    try {
      saveFile(await pdf.mutateAsync(record.id), decisionPdfName(record));
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <Button
      variant="primary"
      icon={<Download />}
      loading={pdf.isPending}
      onClick={() => void handleDownload()}
    >
      Download PDF
    </Button>
  );
}

function RecordBody({ record, companiesPath }: { record: DecisionRecord; companiesPath: string }) {
  const summaries = record.summaries.map((summary) => textFacts(summary, SUMMARY_TEXT_FIELDS));
  const callNotes = record.call_notes.map((notes) => textFacts(notes, CALL_NOTES_TEXT_FIELDS));
  return (
    <PageStack>
      <BackLink to={`${companiesPath}/${record.company_id}`}>
        <ArrowLeft aria-hidden="true" />
        {record.company.company_name}
      </BackLink>
      <PageTopRow>
        <StyledTitle>
          <PageHeading>Decision record</PageHeading>
          <PageHint>{`${record.company.company_name} · ${record.stage.label} · ${record.task.label}`}</PageHint>
        </StyledTitle>
        <DownloadPdf record={record} />
      </PageTopRow>
      <StyledCard aria-label="Decision">
        <RecordFacts>
          <Fact term="Company">{record.company.company_name}</Fact>
          <Fact term="Stage">{record.stage.label}</Fact>
          <Fact term="Task">{record.task.label}</Fact>
          <Fact term="Status">
            <StatusPill tone={evaluationTone(record.status)}>
              {record.status === "APPROVED" ? "Approved" : "Rejected"}
            </StatusPill>
          </Fact>
          <Fact term="Decided by">{record.decided_by ? personName(record.decided_by) : "Removed user"}</Fact>
          <Fact term="Decided">
            <time dateTime={record.decided}>{formatIstDateTime(record.decided)}</time>
          </Fact>
          <Fact term="Quorum">{`${record.quorum} ${record.quorum === 1 ? "approval" : "approvals"}`}</Fact>
          <Fact term="Blind">{record.blind ? "Yes" : "No"}</Fact>
          <Fact term="Round">{String(record.round)}</Fact>
          <Fact term="Reviewers">{String(record.reviewer_ids.length)}</Fact>
        </RecordFacts>
      </StyledCard>
      <StyledCard aria-label="The committee's answers">
        <RecordSection title="Answers">
          {record.answers.length === 0 ? (
            <PageHint>No answers were recorded.</PageHint>
          ) : (
            <StyledList>
              {record.answers.map((answer) => (
                <StyledEntry key={`${answer.reviewer.pk}-${answer.created}`}>
                  <StyledByline>
                    <strong>{personName(answer.reviewer)}</strong>
                    <StatusPill tone={evaluationTone(answer.status)}>
                      {answer.status.charAt(0) + answer.status.slice(1).toLowerCase()}
                    </StatusPill>
                    <time dateTime={answer.created}>{formatIstDateTime(answer.created)}</time>
                  </StyledByline>
                  <StyledText>{answer.comment}</StyledText>
                </StyledEntry>
              ))}
            </StyledList>
          )}
        </RecordSection>
      </StyledCard>
      <StyledCard aria-label="What the committee saw">
        <RecordSection title="Company">
          <RecordFacts>
            {companyFacts(record.company).map(({ term, value }) => (
              <Fact key={term} term={term} wide={value.length > 60}>
                {value}
              </Fact>
            ))}
          </RecordFacts>
        </RecordSection>
        <TextRecords name="Summary" records={summaries} />
        <TextRecords name="Call notes" records={callNotes} />
        <RecordSection title="Documents">
          {record.documents.length === 0 ? (
            <PageHint>The company had no documents.</PageHint>
          ) : (
            <StyledList>
              {record.documents.map((document) => (
                <StyledEntry key={document.id}>
                  <StyledByline>
                    <strong>{document.file_name}</strong>
                    <span>{document.type}</span>
                    <span>{document.size === null ? "Size unknown" : formatFileSize(document.size)}</span>
                  </StyledByline>
                  {document.description ? <StyledText>{document.description}</StyledText> : null}
                  <DocumentHash document={document} />
                </StyledEntry>
              ))}
            </StyledList>
          )}
        </RecordSection>
      </StyledCard>
    </PageStack>
  );
}

/** Each frozen summary (or call notes) as a section of its filled fields, numbered when several. */
function TextRecords({
  name,
  records,
}: {
  name: string;
  records: ReadonlyArray<ReturnType<typeof textFacts>>;
}) {
  return records.map((facts, index) => (
    <RecordSection key={`${name}-${index}`} title={records.length > 1 ? `${name} ${index + 1}` : name}>
      {facts.length === 0 ? (
        <PageHint>Empty.</PageHint>
      ) : (
        <RecordFacts>
          {facts.map(({ term, value }) => (
            <Fact key={term} term={term} wide>
              {value}
            </Fact>
          ))}
        </RecordFacts>
      )}
    </RecordSection>
  ));
}

/**
 * A decision record as a readable page: what a gate's committee decided (company, stage, task,
 * status, who decided and when, quorum, blind), every answer with its comment, and what it saw —
 * the company's fields, summaries, call notes and documents, each document with its size and
 * SHA-256 to copy. Download PDF saves the record as the server makes it. Frozen at the decision, it
 * never changes afterwards.
 */
export function DecisionRecordPage({ decisionId, companiesPath = "/companies" }: DecisionRecordPageProps) {
  const query = useDecisionRecord(decisionId);
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the decision record"
        message={toastErrorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) return <RecordSkeleton />;
  return <RecordBody record={query.data} companiesPath={companiesPath} />;
}
