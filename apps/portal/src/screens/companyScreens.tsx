/*
 * The other companies screens: Add Company, the company page and the dashboard, widgets of
 * @pipeline/ui on their routes. Loaded after sign-in, apart from the table (companies.tsx).
 */
import { Navigate, useParams } from "react-router-dom";
import { AddCompanyScreen, CompanyJourneyPage, KanbanBoard } from "@pipeline/ui";

export const AddCompanyPage = () => <AddCompanyScreen />;

/** /companies/{id}: the company's header, details and journey; an id that is no number is not a page. */
export function CompanyPage() {
  const { id } = useParams();
  const companyId = Number(id);
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to="/404" replace />;
  return <CompanyJourneyPage key={companyId} companyId={companyId} />;
}

export const DashboardScreen = () => <KanbanBoard />;
