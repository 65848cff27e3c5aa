/*
 * /companies: the table, with Import Excel's and Bulk Initial Outreach's dialogs. Loaded after
 * sign-in, without the other companies screens (companyScreens.tsx); each dialog's code, with its
 * form, loads when it is first opened.
 */
import { lazy, Suspense, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { CompaniesTable, type OutreachCompanies, useBulkOutreachBlocked } from "@pipeline/ui";

const dialogs = () => import("./companyDialogs");
const CampaignDialog = lazy(() => dialogs().then((m) => ({ default: m.CampaignDialog })));
const ImportExcelDialog = lazy(() => dialogs().then((m) => ({ default: m.ImportExcelDialog })));

const NO_COMPANIES: OutreachCompanies = { kind: "ids", ids: [] };

/**
 * /companies: the table, its prefilters read from the address (the dashboard's "+N more" links),
 * Import Excel's dialog, whose imports are followed in Import History (/excel-import), and Bulk
 * Initial Outreach's campaign dialog, disabled while the provider's limits are passed. A campaign
 * created opens Bulk Outreach History (/bulk-outreach), where it shows at once (the spec reloads
 * the page instead).
 *
 * A dialog is rendered from its first opening on (and kept, so that it closes as it always does).
 */
export function CompaniesScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [outreach, setOutreach] = useState<OutreachCompanies | null>(null);
  const [opened, setOpened] = useState({ importing: false, outreach: false });
  const outreachBlocked = useBulkOutreachBlocked();
  return (
    <>
      <CompaniesTable
        search={search}
        onImportExcel={() => {
          setOpened((current) => ({ ...current, importing: true }));
          setImporting(true);
        }}
        onBulkOutreach={(companies) => {
          setOpened((current) => ({ ...current, outreach: true }));
          setOutreach(companies);
        }}
        bulkOutreachBlocked={outreachBlocked}
      />
      <Suspense fallback={null}>
        {opened.outreach ? (
          <CampaignDialog
            open={outreach !== null}
            companies={outreach ?? NO_COMPANIES}
            onClose={() => setOutreach(null)}
            onCreated={() => void navigate("/bulk-outreach")}
          />
        ) : null}
        {opened.importing ? (
          <ImportExcelDialog
            open={importing}
            onClose={() => setImporting(false)}
            onOpenHistory={() => {
              setImporting(false);
              void navigate("/excel-import");
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
