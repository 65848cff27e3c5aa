import { addJourneyItemSchema, FILE_RULES, type FormDraft } from "@pipeline/contract";
import type { FormikHelpers } from "formik";
import type { InferType } from "yup";
import { type AttachDocumentSlice, useAttachDocument } from "../../../data/hooks/documents";
import { Form } from "../../../primitives/Form";
import { FormFileField } from "../../../primitives/Form/FormFileField";
import type { TaskFormProps } from "../types";
import { useFormSave } from "../../../blocks/form-layout";
import { UploadFormEnd } from "../../../blocks/upload-form";

/** What a DOCUMENT task writes: the file, on the company's journey. */
export type DocumentFieldsSlice = AttachDocumentSlice;

/** The Add Item schema's document fields, with the task's type fixed to DOCUMENT. */
const documentSchema = addJourneyItemSchema.pick(["task_type", "file", "description"]);
type DocumentDraft = FormDraft<InferType<typeof documentSchema>>;

const INITIAL_VALUES: DocumentDraft = { task_type: "DOCUMENT", file: null, description: "" };

/**
 * A DOCUMENT task: one file (.pdf, .doc, .docx, .xls, .xlsx, .mp4 or .mp3, at most 52428800 bytes)
 * and a description, sent with the upload's progress shown.
 */
export function DocumentFields({ target, onSaved, onCancel }: TaskFormProps) {
  const attach = useAttachDocument();
  const { progress, save } = useFormSave<DocumentDraft>();

  async function handleSubmit(values: DocumentDraft, helpers: FormikHelpers<DocumentDraft>) {
    const file = values.file;
    if (!(file instanceof Blob)) return;
    const saved = await save(helpers, (onProgress) =>
      attach.mutateAsync({
        input: { ...target, file, description: (values.description ?? "").trim() },
        onProgress,
      }),
    );
    if (saved) onSaved();
  }

  return (
    <Form<DocumentDraft>
      aria-label="Document"
      initialValues={INITIAL_VALUES}
      validationSchema={documentSchema}
      onSubmit={handleSubmit}
    >
      {(form) => (
        <>
          <FormFileField
            name="file"
            label="Document"
            required
            rule={FILE_RULES.document}
            disabled={form.isSubmitting}
          />
          <UploadFormEnd progress={progress} onCancel={onCancel} submitLabel="Save" />
        </>
      )}
    </Form>
  );
}
