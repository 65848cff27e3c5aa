import { type InferType, object } from "yup";
import { FILE_RULES } from "../files";
import { fileRuleTest, fileSchema } from "./fileSchema";
import type { FormDraft } from "./formDraft";

// No message is given for a missing file; the Add Item form's is used.
const FILE_REQUIRED = "Please select file to upload";

/** The Import Excel upload of the companies list. */
export const excelUploadSchema = object({
  file: fileSchema(FILE_REQUIRED).required(FILE_REQUIRED).test(fileRuleTest(FILE_RULES.excelImport)),
});

export type ExcelUploadValues = InferType<typeof excelUploadSchema>;

export const excelUploadInitialValues: FormDraft<ExcelUploadValues> = { file: null };
