import { array, boolean, type InferType, object, string } from "yup";
import { trimmedText } from "./trimmedText";
import { FILE_RULES, fileExtension, type FileLike } from "../files";
import { TEXT_LIMITS } from "../limits";
import { fileRuleTest, fileSchema } from "./fileSchema";
import type { FormDraft } from "./formDraft";

/**
 * Whether the chosen files force the upload to count as a recording: a video (.mp4) is always one,
 * so the form sets recording to yes and locks the choice.
 */
export function isRecordingForced(files: readonly Pick<FileLike, "name">[] | null | undefined): boolean {
  return (files ?? []).some((file) => fileExtension(file.name) === ".mp4");
}

function isNamed(value: unknown): value is Pick<FileLike, "name"> {
  return typeof value === "object" && value !== null && "name" in value && typeof value.name === "string";
}

const SELECT_AN_OPTION = "Please select an option";

/** The Upload Document dialog of the company page. */
export const documentUploadSchema = object({
  /** The round the upload belongs to. */
  uploaded_on: trimmedText().required("Please select a round"),
  files: array(
    fileSchema(FILE_RULES.uploadDialog.messages.wrongType)
      .required()
      .test(fileRuleTest(FILE_RULES.uploadDialog)),
  )
    .default([])
    .min(1, "At least one file is required."),
  /** Yes: the upload is a RECORDING; no: OTHER. */
  is_recording: boolean()
    .typeError(SELECT_AN_OPTION)
    .nullable()
    .required(SELECT_AN_OPTION)
    .when("files", ([files]: unknown[], schema) =>
      Array.isArray(files) && isRecordingForced(files.filter(isNamed))
        ? schema.isTrue("Recording must be Yes when an .mp4 file is selected")
        : schema,
    ),
  /** No type or size rule is given for the transcription; it is stored as sent. */
  transcription_file: fileSchema("Please select a transcription file").optional(),
  description: string()
    .nullable()
    .max(TEXT_LIMITS.description, "Description must be at most 1000 characters"),
});

export type DocumentUploadValues = InferType<typeof documentUploadSchema>;

export const documentUploadInitialValues: FormDraft<DocumentUploadValues> = {
  uploaded_on: "",
  files: [],
  is_recording: null,
  transcription_file: null,
  description: "",
};
