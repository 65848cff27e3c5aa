import {
  type DocumentUploadValues,
  documentUploadInitialValues,
  documentUploadSchema,
  FILE_RULES,
  type FileRule,
  type FormDraft,
  type Id,
  isRecordingForced,
} from "@pipeline/contract";
import { type FormikHelpers, useFormikContext } from "formik";
import { useEffect, useMemo } from "react";
import { type JourneyDefinitionsSlice, useJourneyDefinitions } from "../../data/hooks/journey";
import { type UploadDocumentsSlice, useUploadDocuments } from "../../data/hooks/documents";
import { Dialog } from "../../primitives/Dialog";
import { Form, FormRadioGroup } from "../../primitives/Form";
import { FormFileField } from "../../primitives/Form/FormFileField";
import { useFormField } from "../../primitives/Form/useFormField";
import { Select } from "../../primitives/Select";
import { useFormSave } from "../../blocks/form-layout";
import { UploadFormEnd } from "../../blocks/upload-form";

/** What the Upload Document dialog reads and writes: the journey's stages (the rounds) and the upload. */
export type UploadDocumentAdapter = JourneyDefinitionsSlice & UploadDocumentsSlice;

export type UploadDocumentProps = {
  /** The company the files belong to. */
  companyId: Id;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog should close: the close button, Escape, Cancel or a finished upload. */
  onClose: () => void;
  /** Called after the files are saved, before the dialog closes. Default: none. */
  onSaved?: () => void;
};

type UploadDraft = FormDraft<DocumentUploadValues>;

/**
 * The transcription has no type or size rule of its own; the picker offers the text and document
 * types a transcription comes in, up to the dialog's size limit.
 */
const TRANSCRIPTION_RULE: FileRule = {
  extensions: [".txt", ".vtt", ".srt", ".pdf", ".doc", ".docx"],
  mimeTypes: ["text/plain", "text/vtt", "application/pdf"],
  maxBytes: FILE_RULES.uploadDialog.maxBytes,
  maxBytesInclusive: false,
  messages: {
    wrongType: "Only .txt, .vtt, .srt, .pdf, .doc and .docx transcriptions are allowed.",
    tooLarge: FILE_RULES.uploadDialog.messages.tooLarge,
  },
};

const RECORDING_OPTIONS = [
  { value: true, label: "Yes" },
  { value: false, label: "No" },
] as const;

/**
 * The Upload Document dialog of the company page: the round (one of the journey's stages), one or
 * more files, whether they are a recording, an optional transcription and a description. An .mp4
 * is always a recording: choosing one sets Recording to Yes and locks it. A bar shows the upload's
 * progress; the dialog closes on success with the server's message.
 */
export function UploadDocument({ companyId, open, onClose, onSaved }: UploadDocumentProps) {
  return (
    <Dialog
      title="Upload Document"
      size="md"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      closeOnOutsideClick={false}
    >
      {open ? (
        <UploadDocumentForm
          companyId={companyId}
          onClose={onClose}
          onSaved={() => {
            onSaved?.();
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

function UploadDocumentForm({
  companyId,
  onClose,
  onSaved,
}: {
  companyId: Id;
  onClose: () => void;
  onSaved: () => void;
}) {
  const upload = useUploadDocuments();
  const { progress, save } = useFormSave<UploadDraft>();

  async function handleSubmit(values: UploadDraft, helpers: FormikHelpers<UploadDraft>) {
    const saved = await save(helpers, (onProgress) =>
      upload.mutateAsync({
        input: {
          company_id: companyId,
          files: [...(values.files ?? [])] as File[],
          transcription_file: (values.transcription_file as File | null | undefined) ?? null,
          type: values.is_recording === true ? "RECORDING" : "OTHER",
          description: (values.description ?? "").trim(),
          uploaded_on: (values.uploaded_on ?? "").trim(),
        },
        onProgress,
      }),
    );
    if (saved) onSaved();
  }

  return (
    <Form<UploadDraft>
      aria-label="Upload Document"
      initialValues={documentUploadInitialValues}
      validationSchema={documentUploadSchema}
      onSubmit={handleSubmit}
    >
      {(form) => (
        <>
          <RoundField />
          <FormFileField
            name="files"
            label="Files"
            multiple
            required
            rule={FILE_RULES.uploadDialog}
            disabled={form.isSubmitting}
          />
          <RecordingField />
          <FormFileField
            name="transcription_file"
            label="Transcription file"
            rule={TRANSCRIPTION_RULE}
            disabled={form.isSubmitting}
          />
          <UploadFormEnd progress={progress} onCancel={onClose} submitLabel="Upload" />
        </>
      )}
    </Form>
  );
}

/** The round: the spec does not list the rounds, so the journey's stages are offered by their labels. */
function RoundField() {
  const definitions = useJourneyDefinitions();
  const field = useFormField<string | null>("uploaded_on");
  const options = useMemo(
    () => (definitions.data ?? []).map(({ stage }) => ({ value: stage.label, label: stage.label })),
    [definitions.data],
  );
  return (
    <Select
      label="Round"
      required
      options={options}
      value={field.value ? field.value : null}
      onChange={(value) => field.setValue(value ?? "")}
      onBlur={field.onBlur}
      error={field.error}
      placeholder={definitions.isPending ? "Loading rounds…" : "Select a round"}
      emptyText={definitions.isError ? "The rounds could not be loaded" : "No rounds"}
    />
  );
}

/** Recording yes or no; an .mp4 among the files makes it Yes and locks it. */
function RecordingField() {
  const { values, setFieldValue, isSubmitting } = useFormikContext<UploadDraft>();
  const forced = isRecordingForced(values.files ?? []);
  useEffect(() => {
    if (forced && values.is_recording !== true) void setFieldValue("is_recording", true);
  }, [forced, values.is_recording, setFieldValue]);
  return (
    <FormRadioGroup<boolean>
      name="is_recording"
      label="Recording"
      required
      orientation="horizontal"
      options={RECORDING_OPTIONS}
      disabled={forced || isSubmitting}
      description={forced ? "An .mp4 file is always a recording." : undefined}
    />
  );
}
