/*
 * The companies screens: the table, Add Company, the company page and the dashboard, widgets of
 * @pipeline/ui on their routes. Loaded after sign-in.
 */
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useParams } from "react-router-dom";
import {
  AddCompanyScreen,
  CompaniesTable,
  CompanyJourneyPage,
  ImportExcelDialog,
  KanbanBoard,
} from "@pipeline/ui";

/**
 * /companies: the table, its prefilters read from the address (the dashboard's "+N more" links),
 * and Import Excel's dialog, whose imports are followed in Import History (/excel-import).
 */
export function CompaniesScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CompaniesTable search={search} onImportExcel={() => setImporting(true)} />
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
