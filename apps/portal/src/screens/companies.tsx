/*
 * The companies screens: the table, Add Company, the company page and the dashboard, widgets of
 * @pipeline/ui on their routes. Loaded after sign-in.
 */
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import {
  AddCompanyScreen,
  CampaignDialog,
  CompaniesTable,
  CompanyJourneyPage,
  ImportExcelDialog,
  KanbanBoard,
  type OutreachCompanies,
  useBulkOutreachBlocked,
} from "@pipeline/ui";

const NO_COMPANIES: OutreachCompanies = { kind: "ids", ids: [] };

/**
 * /companies: the table, its prefilters read from the address (the dashboard's "+N more" links),
 * Import Excel's dialog, whose imports are followed in Import History (/excel-import), and Bulk
 * Initial Outreach's campaign dialog, disabled while the provider's limits are passed. A campaign
 * created opens Bulk Outreach History (/bulk-outreach), where it shows at once (the spec reloads
 * the page instead).
 */
export function CompaniesScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [outreach, setOutreach] = useState<OutreachCompanies | null>(null);
  const outreachBlocked = useBulkOutreachBlocked();
  return (
    <>
      <CompaniesTable
        search={search}
        onImportExcel={() => setImporting(true)}
        onBulkOutreach={setOutreach}
        bulkOutreachBlocked={outreachBlocked}
      />
      <CampaignDialog
        open={outreach !== null}
        companies={outreach ?? NO_COMPANIES}
        onClose={() => setOutreach(null)}
        onCreated={() => void navigate("/bulk-outreach")}
      />
      <ImportExcelDialog
        open={importing}
        onClose={() => setImporting(false)}
        onOpenHistory={() => {
          setImporting(false);
          void navigate("/excel-import");
        }}
      />
    </>
  );
}

export const AddCompanyPage = () => <AddCompanyScreen />;

/** /companies/{id}: the company's header, details and journey; an id that is no number is not a page. */
export function CompanyPage() {
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to="/404" replace />;
  return <CompanyJourneyPage key={companyId} companyId={companyId} />;
}

export const DashboardScreen = () => <KanbanBoard />;
