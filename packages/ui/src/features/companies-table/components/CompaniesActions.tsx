import { COMPANY_LIST_TEXTS } from "@pipeline/contract";
import { FileSpreadsheet, Plus, Send } from "lucide-react";
import styled from "styled-components";
import { useNavigate } from "../../../navigation";
import { Button } from "../../../primitives/Button";
import { Tooltip } from "../../../primitives/Tooltip";

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type CompaniesActionsProps = {
  /** The add form's path. */
  addPath: string;
  /** Companies selected across pages. */
  selected: number;
  onImportExcel?: () => void;
  onBulkOutreach?: () => void;
  /** Why Bulk Initial Outreach cannot be used now (the provider's limits), shown as its tooltip. Default: none. */
  bulkOutreachBlocked?: string | null;
};

/** Add Company, Import Excel and Bulk Initial Outreach, above the companies table. */
export function CompaniesActions({
  addPath,
  selected,
  onImportExcel,
  onBulkOutreach,
  bulkOutreachBlocked = null,
}: CompaniesActionsProps) {
  const navigate = useNavigate();
  const none = selected === 0;
  // With nothing selected the spec's words stay; the limits speak once there is a selection.
  const blockedBy = none ? COMPANY_LIST_TEXTS.bulkOutreachNoneSelected : bulkOutreachBlocked || null;
  return (
    <StyledActions role="toolbar" aria-label="Company actions">
      {onBulkOutreach ? (
        <Tooltip content={blockedBy}>
          <Button icon={<Send aria-hidden="true" />} disabled={blockedBy !== null} onClick={onBulkOutreach}>
            Bulk Initial Outreach
          </Button>
        </Tooltip>
      ) : null}
      {onImportExcel ? (
        <Button icon={<FileSpreadsheet aria-hidden="true" />} onClick={onImportExcel}>
          Import Excel
        </Button>
      ) : null}
      <Button variant="primary" icon={<Plus aria-hidden="true" />} onClick={() => navigate(addPath)}>
        Add Company
      </Button>
    </StyledActions>
  );
}
