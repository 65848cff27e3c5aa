import type { ExcelImport, ExcelImportDetail, ImportKeptRecord } from "@pipeline/contract";
import { useState, type ReactNode } from "react";
import styled from "styled-components";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { Fact, RecordDetails, RecordFacts, RecordSection } from "../../../blocks/record-details";
import {
  ImportPreviewSummary,
  ImportProgress,
  ImportResultPanel,
  ImportStatusPill,
} from "../../../blocks/import-result";
import { isImportWorking, useExcelImport } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { Drawer } from "../../../primitives/Drawer";
import { ErrorState } from "../../../primitives/ErrorState";
import { SkeletonText } from "../../../primitives/Skeleton";
import { toastErrorText } from "../../../primitives/Toast";
import { istText, undoOffered, uploaderText } from "../utils/importRules";
import { UndoImport } from "./UndoImport";

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledKept = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

const KIND_LABEL: Record<ImportKeptRecord["kind"], string> = { company: "Company", member: "Member" };

/** The records Undo left alone, because a person changed them after the import. */
function KeptRecords({ kept }: { kept: readonly ImportKeptRecord[] }) {
  return (
    <RecordSection title="Left as they are">
      {kept.length === 0 ? (
        <StyledNote>Nobody had changed what this import wrote, so all of it was taken back.</StyledNote>
      ) : (
        <>
          <StyledNote>
            Someone changed these records after the import, so Undo kept them as they are.
          </StyledNote>
          <StyledKept>
            {kept.map((record) => (
              <li key={`${record.kind}-${record.id}`}>{`${KIND_LABEL[record.kind]}: ${record.label}`}</li>
            ))}
          </StyledKept>
        </>
      )}
    </RecordSection>
  );
}

function DetailBody({ detail, now }: { detail: ExcelImportDetail; now: number }) {
  const offered = undoOffered(detail, now);
  return (
    <RecordDetails>
      <RecordFacts>
        <Fact term="Status">
          <ImportStatusPill status={detail.status} />
        </Fact>
        <Fact term="Created By">{uploaderText(detail)}</Fact>
        <Fact term="Created">{istText(detail.created)}</Fact>
        <Fact term="Modified">{istText(detail.modified)}</Fact>
        {detail.undone ? <Fact term="Undone">{istText(detail.undone)}</Fact> : null}
        {offered ? <Fact term="Undo offered until">{istText(detail.undo_until)}</Fact> : null}
      </RecordFacts>
      {detail.undone ? <KeptRecords kept={detail.undo_kept} /> : null}
      {isImportWorking(detail) ? <ImportProgress record={detail} /> : null}
      {detail.phase === "ended" || detail.phase === "undone" ? <ImportResultPanel result={detail} /> : null}
      {detail.preview ? (
        <RecordSection
          title={detail.phase === "previewed" ? "Preview, not confirmed" : "The preview that was confirmed"}
        >
          <ImportPreviewSummary preview={detail.preview} />
        </RecordSection>
      ) : null}
    </RecordDetails>
  );
}

export type ImportDrawerProps = {
  /** The row that was opened: its name shows at once, its details once read. */
  row: ExcelImport | null;
  onClose: () => void;
  /** The clock that decides whether Undo is still offered. */
  now: () => number;
};

/**
 * One import in a drawer: its file, status, who ran it and when, its progress while it runs, the
 * preview that was confirmed, its result once ended, and Undo while Undo is offered.
 */
export function ImportDrawer({ row, onClose, now }: ImportDrawerProps) {
  const query = useExcelImport(row?.id ?? null);
  const [undone, setUndone] = useState<ExcelImportDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  const detail = undone && undone.id === row?.id ? undone : query.data;
  const offered = detail !== undefined && undoOffered(detail, now());

  let body: ReactNode;
  if (detail) body = <DetailBody detail={detail} now={now()} />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Could not load this import"
        message={toastErrorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <SkeletonText lines={6} />;

  return (
    <>
      <Drawer
        title={row?.file_name ?? "Import"}
        description={row ? `Import ${row.id}` : undefined}
        open={row !== null}
        onOpenChange={(next) => {
          if (!next) {
            setUndone(null);
            onClose();
          }
        }}
        footer={
          offered ? (
            <StyledDialogActions>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Undo import
              </Button>
            </StyledDialogActions>
          ) : undefined
        }
      >
        {body}
      </Drawer>
      {detail && offered ? (
        <UndoImport
          record={detail}
          open={confirming}
          onClose={() => setConfirming(false)}
          onUndone={setUndone}
        />
      ) : null}
    </>
  );
}
