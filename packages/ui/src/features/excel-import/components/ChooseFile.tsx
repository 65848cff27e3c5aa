import {
  type ExcelUploadValues,
  excelUploadInitialValues,
  excelUploadSchema,
  FILE_RULES,
  type FormDraft,
} from "@pipeline/contract";
import { Download } from "lucide-react";
import styled from "styled-components";
import { StyledDialogActions } from "../../../blocks/form-layout";
import { saveFile } from "../../../blocks/file-download";
import { useImportTemplateDownload } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { Form, SubmitButton } from "../../../primitives/Form";
import { FormFileField } from "../../../primitives/Form/FormFileField";
import { useToast } from "../../../primitives/Toast";
import { Step } from "./Step";

type UploadDraft = FormDraft<ExcelUploadValues>;

const StyledTemplate = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledLinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.minTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  &:hover {
    text-decoration: underline;
  }

  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    cursor: progress;
  }
`;

/** "Download template": the workbook to fill, saved as Companies_Import_Template.xlsx. */
function TemplateLink() {
  const template = useImportTemplateDownload();
  const toast = useToast();

  async function handleDownload() {
    try {
      const file = await template.mutateAsync();
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(error, { fallback: "The template could not be downloaded." });
    }
  }

  return (
    <StyledTemplate>
      One row per member, under the template's column names.
      <StyledLinkButton type="button" disabled={template.isPending} onClick={() => void handleDownload()}>
        <Download aria-hidden="true" />
        Download template
      </StyledLinkButton>
    </StyledTemplate>
  );
}

export type ChooseFileProps = {
  /** Called with a workbook the rules accept when Check file is pressed. */
  onCheck: (file: File) => void;
  onCancel: () => void;
};

/** The first step: the workbook (.xls or .xlsx, up to the size limit) and the template's download. */
export function ChooseFile({ onCheck, onCancel }: ChooseFileProps) {
  return (
    <Step label="Choose the workbook">
      <Form<UploadDraft>
        initialValues={excelUploadInitialValues}
        validationSchema={excelUploadSchema}
        onSubmit={(values) => {
          if (values.file instanceof File) onCheck(values.file);
        }}
      >
        <FormFileField name="file" label="Excel file" required rule={FILE_RULES.excelImport} />
        <TemplateLink />
        <StyledDialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <SubmitButton>Check file</SubmitButton>
        </StyledDialogActions>
      </Form>
    </Step>
  );
}
