import { TEXT_LIMITS } from "@pipeline/contract";
import { useFormikContext } from "formik";
import { FormTextArea } from "../../primitives/Form";
import { ProgressBar } from "../../primitives/ProgressBar";
import { FormActions } from "../form-layout";

export type UploadFormEndProps = {
  /** How much of the upload is sent, from 0 to 1; null while none runs (useFormSave's progress). */
  progress: number | null;
  /** Leaves the form without sending. */
  onCancel: () => void;
  /** The submit button's text. */
  submitLabel: string;
};

/**
 * The end of a form that uploads files: the description, the upload's progress while it is sent,
 * then Cancel and submit. The description and Cancel are disabled while the form is submitted.
 */
export function UploadFormEnd({ progress, onCancel, submitLabel }: UploadFormEndProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <FormTextArea
        name="description"
        label="Description"
        rows={3}
        maxLength={TEXT_LIMITS.description}
        disabled={isSubmitting}
      />
      {progress === null ? null : (
        <ProgressBar label="Uploading" value={Math.round(progress * 100)} showValue />
      )}
      <FormActions onCancel={onCancel} cancelDisabled={isSubmitting} submitLabel={submitLabel} />
    </>
  );
}
