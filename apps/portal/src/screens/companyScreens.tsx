/*
 * The other companies screens: Add Company, the company page and the dashboard, widgets of
 * @pipeline/ui on their routes. Loaded after sign-in, apart from the table (companies.tsx).
 */
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import {
  AddCompanyScreen,
  CompanyJourneyPage,
  DecisionRecordPage,
  KanbanBoard,
  MyReviews,
} from "@pipeline/ui";

export const AddCompanyPage = () => <AddCompanyScreen />;

/** A record id of the address, or null when it is none. */
function recordId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * /companies/{id}: the company's header, details and journey; an id that is no number is not a
 * page. `?item={journey item id}` (a review opened from My Reviews) brings that item into view.
 */
export function CompanyPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const companyId = Number(id);
  if (!Number.isSafeInteger(companyId) || companyId < 1) return <Navigate to="/404" replace />;
  return (
    <CompanyJourneyPage key={companyId} companyId={companyId} focusItemId={recordId(search.get("item"))} />
  );
}

/** /companies/{id}/decisions/{decisionId}: a decision record of the company's committee. */
export function DecisionRecordScreen() {
  const { id, decisionId } = useParams();
  const company = recordId(id);
  const decision = recordId(decisionId);
  if (company === null || decision === null) return <Navigate to="/404" replace />;
  return <DecisionRecordPage key={decision} decisionId={decision} />;
}

/** /my-reviews: the evaluations waiting for the signed-in user's answer. */
export const MyReviewsScreen = () => <MyReviews />;

export const DashboardScreen = () => <KanbanBoard />;
