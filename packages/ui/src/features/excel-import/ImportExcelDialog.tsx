import { type ExcelImportDetail, type Id } from "@pipeline/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { StyledDialogActions } from "../../blocks/form-layout";
import { type ImportResultPanelSlice, ImportStatusPill } from "../../blocks/import-result";
import {
  type CancelImportSlice,
  type ConfirmImportSlice,
  type ExcelImportSlice,
  type ExcelImportUploadSlice,
  type ImportTemplateSlice,
  isImportWorking,
  useCancelImport,
  useConfirmImport,
  useExcelImportUpload,
} from "../../data/hooks/excelImports";
import { Button } from "../../primitives/Button";
import { Dialog } from "../../primitives/Dialog";
import { ProgressBar } from "../../primitives/ProgressBar";
import { isAbort, toastErrorText, useToast } from "../../primitives/Toast";
import { ChooseFile } from "./components/ChooseFile";
import { FollowStep } from "./components/FollowStep";
import { PreviewStep } from "./components/PreviewStep";
import { Step } from "./components/Step";
import { StyledStepError, StyledStepHeader, StyledStepText } from "./components/stepLayout";
import { IMPORT_GOES_ON_TOAST, type ImportStep } from "./importSteps";

/**
 * What the Import Excel dialog reads and writes: the template, the upload with its preview,
 * confirm and cancel, the import while it runs, and its error log.
 */
export type ImportExcelSlice = ImportTemplateSlice &
  ExcelImportUploadSlice &
  ConfirmImportSlice &
  CancelImportSlice &
  ExcelImportSlice &
  ImportResultPanelSlice;

/** The same slice under the name other widgets' slices take. */
export type ImportExcelDialogAdapter = ImportExcelSlice;

export type ImportExcelDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close; a running import goes on. */
  onClose: () => void;
  /** Opens Import History (/excel-import) at an import. Default: no link to it. */
  onOpenHistory?: (id: Id) => void;
};

const UPLOAD_FAILED = "The file could not be uploaded. Please try again.";

/**
 * Import Excel of the companies list: choose a workbook (the template can be downloaded), Check file
 * uploads it with its progress, the server checks every row and the preview tells what would be
 * created, updated and fail; Confirm import runs it and its progress is followed until the result
 * panel shows. Closing the dialog while it runs leaves the import going; closing it at the preview
 * drops the unconfirmed import.
 */
export function ImportExcelDialog({ open, onClose, onOpenHistory }: ImportExcelDialogProps) {
  const upload = useExcelImportUpload();
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const toast = useToast();
  const client = useQueryClient();
  const [step, setStep] = useState<ImportStep>({ name: "choose" });
  const uploadAbort = useRef<AbortController | null>(null);

  // An upload still on its way when the page goes is stopped: nobody would see its preview.
  useEffect(() => () => uploadAbort.current?.abort(), []);

  async function handleCheck(file: File) {
    const controller = new AbortController();
    uploadAbort.current = controller;
    setStep({ name: "uploading", fileName: file.name, fraction: 0 });
    try {
      const saved = await upload.mutateAsync({
        file,
        preview: true,
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setStep({ name: "uploading", fileName: file.name, fraction });
        },
      });
      if (controller.signal.aborted) return;
      setStep({ name: "preview", detail: saved.data });
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      setStep({ name: "failed", fileName: file.name, message: toastErrorText(error, UPLOAD_FAILED) });
      toast.error(error, { fallback: UPLOAD_FAILED });
    } finally {
      if (uploadAbort.current === controller) uploadAbort.current = null;
    }
  }

  async function handleConfirm(detail: ExcelImportDetail) {
    try {
      const saved = await confirm.mutateAsync(detail.id);
      // The followed import starts from Confirm's answer, so its end is noticed however fast it comes.
      client.setQueryData(["excelImports", "get", saved.data.id], saved.data);
      setStep({ name: "following", detail: saved.data });
    } catch (error) {
      toast.error(error);
    }
  }

  async function handleCancelImport(detail: ExcelImportDetail) {
    try {
      const answer = await cancel.mutateAsync(detail.id);
      toast.success(answer.message);
      setStep({ name: "choose" });
    } catch (error) {
      toast.error(error);
    }
  }

  function handleClose() {
    if (step.name === "uploading") {
      uploadAbort.current?.abort();
      toast.info("The upload is stopped: nothing was imported.");
    } else if (step.name === "preview") {
      // An import nobody confirmed is dropped with its file; nothing was written.
      cancel.mutate(step.detail.id);
    } else if (step.name === "following") {
      const latest = client.getQueryData<ExcelImportDetail>(["excelImports", "get", step.detail.id]);
      if (isImportWorking(latest ?? step.detail)) toast.info(IMPORT_GOES_ON_TOAST);
    }
    // The next opening starts with an empty file.
    setStep({ name: "choose" });
    onClose();
  }

  return (
    <Dialog
      title="Import Excel"
      size="md"
      open={open}
      onOpenChange={(next) => {
        if (!next) handleClose();
      }}
      closeOnOutsideClick={false}
      // The steps' own Close button takes the plain name.
      closeLabel="Close Import Excel"
    >
      {open ? (
        <ImportStepView
          step={step}
          busy={confirm.isPending ? "confirm" : cancel.isPending ? "cancel" : null}
          onCheck={(file) => void handleCheck(file)}
          onConfirm={(detail) => void handleConfirm(detail)}
          onCancelImport={(detail) => void handleCancelImport(detail)}
          onClose={handleClose}
          onRestart={() => setStep({ name: "choose" })}
          onOpenHistory={onOpenHistory}
        />
      ) : null}
    </Dialog>
  );
}

function ImportStepView({
  step,
  busy,
  onCheck,
  onConfirm,
  onCancelImport,
  onClose,
  onRestart,
  onOpenHistory,
}: {
  step: ImportStep;
  busy: "confirm" | "cancel" | null;
  onCheck: (file: File) => void;
  onConfirm: (detail: ExcelImportDetail) => void;
  onCancelImport: (detail: ExcelImportDetail) => void;
  onClose: () => void;
  onRestart: () => void;
  onOpenHistory: ((id: Id) => void) | undefined;
}) {
  switch (step.name) {
    case "choose":
      return <ChooseFile onCheck={onCheck} onCancel={onClose} />;
    case "uploading":
      return (
        <Step label={step.fraction < 1 ? "Uploading" : "Checking the rows"}>
          <StyledStepHeader>
            {/* Once the file is up, the server reads and checks every row: the flow's Processing. */}
            <ImportStatusPill status={step.fraction < 1 ? "Uploading" : "Processing"} />
            <span>{step.fileName}</span>
          </StyledStepHeader>
          {step.fraction < 1 ? (
            <ProgressBar label="Uploading" value={Math.round(step.fraction * 100)} showValue />
          ) : (
            <>
              <ProgressBar label="Checking the rows…" />
              <StyledStepText>
                Every row is read and checked before anything is written; a large file takes a few seconds.
              </StyledStepText>
            </>
          )}
          <StyledDialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </StyledDialogActions>
        </Step>
      );
    case "preview":
      return (
        <PreviewStep
          detail={step.detail}
          busy={busy}
          onConfirm={() => onConfirm(step.detail)}
          onCancel={() => onCancelImport(step.detail)}
        />
      );
    case "following":
      return (
        <FollowStep
          confirmed={step.detail}
          onClose={onClose}
          onImportAnother={onRestart}
          onOpenHistory={onOpenHistory}
        />
      );
    case "failed":
      return (
        <Step label="Upload failed">
          <StyledStepHeader>
            <ImportStatusPill status="Failed" />
            <span>{step.fileName}</span>
          </StyledStepHeader>
          <StyledStepError role="alert">{step.message}</StyledStepError>
          <StyledDialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="primary" onClick={onRestart}>
              Choose another file
            </Button>
          </StyledDialogActions>
        </Step>
      );
    default:
      return step satisfies never;
  }
}
