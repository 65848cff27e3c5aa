import type { ExcelImport } from "@pipeline/contract";
import { Download } from "lucide-react";
import { useErrorLogDownload } from "../../../data/hooks/excelImports";
import { Button } from "../../../primitives/Button";
import { useToast } from "../../../primitives/Toast";
import { saveFile } from "../../../blocks/file-download";

export type ErrorLogButtonProps = {
  record: Pick<ExcelImport, "id" | "error_log_file">;
};

/** Downloads the failed-rows workbook of an import as Failed_Companies_Log_{date}.xlsx. */
export function ErrorLogButton({ record }: ErrorLogButtonProps) {
  const download = useErrorLogDownload();
  const toast = useToast();
  const path = record.error_log_file;
  if (!path) return null;

  async function handleDownload(from: string) {
    try {
      const file = await download.mutateAsync(from);
      saveFile(file.blob, file.fileName);
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Button
      size="sm"
      icon={<Download />}
      loading={download.isPending}
      aria-label={`Download the error log of import ${record.id}`}
      onClick={() => void handleDownload(path)}
    >
      Download
    </Button>
  );
}
