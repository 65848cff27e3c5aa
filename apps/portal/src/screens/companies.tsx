/*
 * The companies screens: the table, Add Company and the dashboard, widgets of @pipeline/ui on their
 * routes. Loaded after sign-in.
 */
import { useLocation } from "react-router-dom";
import { AddCompanyScreen, CompaniesTable, KanbanBoard } from "@pipeline/ui";

/** /companies: the table, its prefilters read from the address (the dashboard's "+N more" links). */
export function CompaniesScreen() {
  const { search } = useLocation();
  return <CompaniesTable search={search} />;
}

export const AddCompanyPage = () => <AddCompanyScreen />;

export const DashboardScreen = () => <KanbanBoard />;
